/**
 * Builds UK Sanctions List CSV files as the FCDO publishes them (a Report Date line, the header,
 * one row per name), for tests and for the bench's list of the real list's size.
 */
export const LIST_HEADER = [
  'Last Updated',
  'Unique ID',
  'OFSI Group ID',
  'UN Reference Number',
  'Name 6',
  'Name 1',
  'Name 2',
  'Name 3',
  'Name 4',
  'Name 5',
  'Name type',
  'Alias strength',
  'Title',
  'Name non-latin script',
  'Designation Type',
  'Regime Name',
  'D.O.B',
  'Nationality(/ies)',
  'Date Designated',
  'Other Information',
];

export interface ListRow {
  uniqueId: string;
  familyName: string;
  otherNames?: string[];
  nameType?: string;
  aliasStrength?: string;
  designationType?: string;
  regime?: string;
  dateOfBirth?: string;
  nationality?: string;
  dateDesignated?: string;
  otherInformation?: string;
}

const field = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** The CSV line of `row`, in LIST_HEADER's columns. */
export function listLine(row: ListRow): string {
  const names = [...(row.otherNames ?? []), '', '', '', '', ''].slice(0, 5);
  return [
    '01/10/2026',
    row.uniqueId,
    '',
    '',
    row.familyName,
    ...names,
    row.nameType ?? 'Primary name',
    row.aliasStrength ?? '',
    '',
    '',
    row.designationType ?? 'Individual',
    row.regime ?? 'Global Human Rights',
    row.dateOfBirth ?? '',
    row.nationality ?? '',
    row.dateDesignated ?? '15/03/2024',
    row.otherInformation ?? '',
  ]
    .map(field)
    .join(',');
}

/** A whole file: the Report Date line (unless `reportDate` is null), the header and the rows. */
export function listFile(rows: ListRow[], reportDate: string | null = '08-Oct-2026'): string {
  const lines = [LIST_HEADER.join(','), ...rows.map(listLine)];
  return `${reportDate === null ? '' : `Report Date: ${reportDate}\n`}${lines.join('\n')}\n`;
}

/** A list of the real one's size: `designations` individuals of four names each. */
export function listOfSize(designations: number): string {
  const rows: ListRow[] = [];
  for (let n = 0; n < designations; n++) {
    const familyName = `Family${n.toString(36)}son`;
    const uniqueId = `GHR${String(n).padStart(4, '0')}`;
    rows.push(
      { uniqueId, familyName, otherNames: [`Given${n.toString(36)}`, 'Ali'] },
      {
        uniqueId,
        familyName,
        otherNames: [`Givin${n.toString(36)}`],
        nameType: 'Primary name variation',
      },
      {
        uniqueId,
        familyName: `Alias${n.toString(36)}`,
        otherNames: ['Abu'],
        nameType: 'Alias',
        aliasStrength: 'Good quality',
      },
      {
        uniqueId,
        familyName: `Other${n.toString(36)}`,
        otherNames: ['Umm'],
        nameType: 'Alias',
        aliasStrength: 'Low quality',
      },
    );
  }
  return listFile(rows);
}
