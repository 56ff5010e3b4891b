import { describe, expect, it } from 'vitest';
import { LIST_HEADER, listFile, listLine } from '#server/test-support/sanctions-list.ts';
import { parseSanctionsList, SanctionsListError } from './uk-sanctions-list.ts';

/** The error `text` is refused with. */
function refusal(text: string): SanctionsListError {
  try {
    parseSanctionsList(text);
  } catch (error) {
    if (error instanceof SanctionsListError) return error;
    throw error;
  }
  throw new Error('the list was accepted');
}

describe('reading the UK Sanctions List', () => {
  it('reads each name row, the report date, and counts designations and names', () => {
    const list = parseSanctionsList(
      listFile([
        { uniqueId: 'SYR0001', familyName: 'AL-ZAHRA', otherNames: ['Fatima'], regime: 'Syria' },
        {
          uniqueId: 'SYR0001',
          familyName: 'Zahra',
          otherNames: ['Fatimah'],
          nameType: 'alias',
          aliasStrength: 'Good quality',
        },
        {
          uniqueId: 'RUS0002',
          familyName: 'Trading, "Northern" Ltd',
          designationType: 'Entity',
          otherInformation: 'Offices in:\nMoscow, "Tverskaya"',
        },
      ]),
    );
    expect(list.listDate).toBe('2026-10-08');
    expect(list.entries).toBe(2);
    expect(list.names).toHaveLength(3);
    expect(list.names[0]).toEqual({
      uniqueId: 'SYR0001',
      familyName: 'AL-ZAHRA',
      otherNames: ['Fatima'],
      nameType: 'Primary name',
      lowQuality: false,
      designationType: 'Individual',
      regime: 'Syria',
      dateOfBirth: '',
      nationality: '',
      dateDesignated: '2024-03-15',
    });
    // Name types compare case-insensitively; quoted commas, quotes and line breaks are one field.
    expect(list.names[1]?.nameType).toBe('Alias');
    expect(list.names[2]?.familyName).toBe('Trading, "Northern" Ltd');
  });

  it('takes the latest designation as the list date when there is no Report Date line', () => {
    const list = parseSanctionsList(
      listFile(
        [
          { uniqueId: 'A1', familyName: 'One', otherNames: ['A'], dateDesignated: '02/05/2025' },
          { uniqueId: 'A2', familyName: 'Two', otherNames: ['B'], dateDesignated: '30/01/2026' },
        ],
        null,
      ),
    );
    expect(list.listDate).toBe('2026-01-30');
  });

  it('reads the older "Regime" column and low-quality aliases', () => {
    const header = LIST_HEADER.join(',').replace('Regime Name', 'Regime');
    const row = listLine({
      uniqueId: 'X1',
      familyName: 'Bakr',
      otherNames: ['Abu'],
      nameType: 'Alias',
      aliasStrength: 'Low quality',
      regime: 'ISIL (Da’esh) and Al-Qaida',
    });
    const [name] = parseSanctionsList(`Report Date: 01-Nov-2026\n${header}\n${row}\n`).names;
    expect(name).toMatchObject({ lowQuality: true, regime: 'ISIL (Da’esh) and Al-Qaida' });
  });

  it.each([
    ['a name type it does not know', { nameType: 'Nickname' }, 4, /"Nickname" is not a name type/],
    ['a designation type it does not know', { designationType: 'Aircraft' }, 4, /designation type/],
    ['a date not dd/mm/yyyy', { dateDesignated: '2024-03-15' }, 4, /not a date \(dd\/mm\/yyyy\)/],
    ['a row with no Unique ID', { uniqueId: '' }, 4, /no Unique ID/],
  ])('refuses %s, naming its line', (_what, change, line, problem) => {
    const rows = [
      { uniqueId: 'A1', familyName: 'One', otherNames: ['A'] },
      { uniqueId: 'A2', familyName: 'Two', otherNames: ['B'], ...change },
    ];
    const error = refusal(listFile(rows));
    expect(error.line).toBe(line);
    expect(error.message).toMatch(problem);
    expect(error.message).toMatch(new RegExp(`^Line ${line} of the sanctions list`));
  });

  it('refuses a header without the columns screening reads, a quote left open and an empty file', () => {
    const noFamily = LIST_HEADER.filter((name) => name !== 'Name 6').join(',');
    expect(refusal(`Report Date: 08-Oct-2026\n${noFamily}\nx\n`)).toMatchObject({ line: 2 });
    expect(refusal(`Report Date: 08-Oct-2026\n${noFamily}\nx\n`).message).toMatch(/"Name 6"/);
    const open = listFile([{ uniqueId: 'A1', familyName: 'One', otherNames: ['A'] }]).replace(
      'One',
      '"One',
    );
    expect(refusal(open).message).toMatch(/not well-formed CSV/);
    expect(refusal('').message).toMatch(/no header row/);
    expect(refusal('Report Date: 08-Oct-2026\n').message).toMatch(/no header row/);
  });
});
