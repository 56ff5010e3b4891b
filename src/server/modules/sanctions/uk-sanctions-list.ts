/**
 * The FCDO's UK Sanctions List as its CSV gives it: an optional first line `Report Date:
 * 08-Oct-2026`, a header row, then one row per name, the rows of one designation sharing its
 * `Unique ID`. Only the columns screening uses are read; fields may be quoted, with commas,
 * doubled quotes and line breaks inside.
 */
import { createRequire } from 'node:module';
import type * as csvParse from 'csv-parse/sync';

export const NAME_TYPES = ['Primary name', 'Primary name variation', 'Alias'] as const;
export type NameType = (typeof NAME_TYPES)[number];

export const DESIGNATION_TYPES = ['Individual', 'Entity', 'Ship'] as const;
export type DesignationType = (typeof DESIGNATION_TYPES)[number];

/** One name a designation is listed under. */
export interface ListedName {
  uniqueId: string;
  /** `Name 6`. */
  familyName: string;
  /** `Name 1` … `Name 5`, those given. */
  otherNames: string[];
  nameType: NameType;
  /** An alias's: `Low quality` ones are screened against a whole name only. */
  lowQuality: boolean;
  designationType: DesignationType;
  regime: string;
  dateOfBirth: string;
  nationality: string;
  /** YYYY-MM-DD, or empty. */
  dateDesignated: string;
}

export interface SanctionsList {
  /** YYYY-MM-DD: the report date, or (without one) the latest date a designation was made. */
  listDate: string;
  names: ListedName[];
  /** Designations: distinct Unique IDs, of every type. */
  entries: number;
}

/** A file that is not the list: nothing is imported, and `line` says where it went wrong. */
export class SanctionsListError extends Error {
  readonly line: number;

  constructor(line: number, problem: string) {
    super(`Line ${line} of the sanctions list: ${problem}`);
    this.line = line;
  }
}

const REPORT_DATE = /^\uFEFF?"?Report Date:\s*(\d{1,2})-([A-Za-z]{3})-(\d{4})"?\s*,*\s*$/;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAY_MONTH_YEAR = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const REQUIRED = ['Unique ID', 'Name 6', 'Name type', 'Designation Type'] as const;
const REGIME_COLUMNS = ['Regime Name', 'Regime'];

const isoDate = (year: string, month: number, day: string) =>
  `${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;

/** One of `allowed`, compared case-insensitively, as the list spells it. */
function oneOf<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  const lower = value.trim().toLowerCase();
  return allowed.find((candidate) => candidate.toLowerCase() === lower);
}

/** The header's names, trimmed; it must name every column screening reads. */
function checkedHeader(header: string[], line: number): string[] {
  const columns = header.map((name) => name.trim());
  for (const name of REQUIRED) {
    if (!columns.includes(name)) {
      throw new SanctionsListError(line, `the header has no "${name}" column`);
    }
  }
  if (!REGIME_COLUMNS.some((name) => columns.includes(name))) {
    throw new SanctionsListError(line, 'the header has no "Regime Name" column');
  }
  return columns;
}

/** Parses the whole file, or throws SanctionsListError naming the first line that is wrong. */
export function parseSanctionsList(text: string): SanctionsList {
  // The parser loads with the first list read, not at start-up: servers index the stored names.
  const { CsvError, parse }: typeof csvParse = createRequire(import.meta.url)('csv-parse/sync');
  const firstBreak = text.indexOf('\n');
  const firstLine = (firstBreak === -1 ? text : text.slice(0, firstBreak)).trimEnd();
  const reported = REPORT_DATE.exec(firstLine);
  let reportDate: string | undefined;
  if (reported) {
    const [, day = '', monthName = '', year = ''] = reported;
    const month = MONTHS.indexOf(monthName.toLowerCase()) + 1;
    if (month === 0) throw new SanctionsListError(1, `"${monthName}" is not a month`);
    reportDate = isoDate(year, month, day);
  }
  const headerLine = reported ? 2 : 1;

  let rows: Array<{ record: Record<string, string>; line: number }>;
  let sawHeader = false;
  try {
    rows = parse<{ record: Record<string, string>; line: number }, Record<string, string>>(text, {
      bom: true,
      from_line: headerLine,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      columns: (header: string[]) => {
        sawHeader = true;
        return checkedHeader(header, headerLine);
      },
      on_record: (record, { lines }) => ({ record, line: lines }),
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : headerLine;
      throw new SanctionsListError(line, 'this is not well-formed CSV (a quote left open?)');
    }
    throw error;
  }
  if (!sawHeader) throw new SanctionsListError(headerLine, 'the file has no header row');

  const names: ListedName[] = [];
  let latestDesignation = '';
  const at = (record: Record<string, string>, name: string) => record[name] ?? '';
  for (const { record, line } of rows) {
    const uniqueId = at(record, 'Unique ID');
    if (!uniqueId) throw new SanctionsListError(line, 'the row has no Unique ID');
    const nameType = oneOf(at(record, 'Name type'), NAME_TYPES);
    if (!nameType) {
      throw new SanctionsListError(line, `"${at(record, 'Name type')}" is not a name type`);
    }
    const designationType = oneOf(at(record, 'Designation Type'), DESIGNATION_TYPES);
    if (!designationType) {
      throw new SanctionsListError(
        line,
        `"${at(record, 'Designation Type')}" is not a designation type`,
      );
    }
    const designated = at(record, 'Date Designated');
    let dateDesignated = '';
    if (designated) {
      const parts = DAY_MONTH_YEAR.exec(designated);
      if (!parts) {
        throw new SanctionsListError(line, `"${designated}" is not a date (dd/mm/yyyy)`);
      }
      const [, day = '', month = '', year = ''] = parts;
      dateDesignated = isoDate(year, Number(month), day);
      if (dateDesignated > latestDesignation) latestDesignation = dateDesignated;
    }
    names.push({
      uniqueId,
      familyName: at(record, 'Name 6'),
      otherNames: [1, 2, 3, 4, 5].map((n) => at(record, `Name ${n}`)).filter(Boolean),
      nameType,
      lowQuality: oneOf(at(record, 'Alias strength'), ['Low quality']) !== undefined,
      designationType,
      regime: at(record, 'Regime Name') || at(record, 'Regime'),
      dateOfBirth: at(record, 'D.O.B'),
      nationality: at(record, 'Nationality(/ies)'),
      dateDesignated,
    });
  }
  const listDate = reportDate ?? latestDesignation;
  if (!listDate) {
    throw new SanctionsListError(1, 'the file has no Report Date line and no Date Designated');
  }
  return { listDate, names, entries: new Set(names.map((name) => name.uniqueId)).size };
}
