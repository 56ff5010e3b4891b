import { sql } from 'kysely';
import type { Db, DialectName } from '../../db/database.ts';
import type { SanctionsListImportsTable } from './sanctions.table.ts';
import {
  DESIGNATION_TYPES,
  NAME_TYPES,
  type ListedName,
  type SanctionsList,
} from './uk-sanctions-list.ts';

/** The advisory lock that puts imports one after another on PostgreSQL ("sanc"). */
const IMPORT_LOCK_KEY = 0x73_616e_63;

/** Rows per insert: well within both databases' limits on bound parameters. */
const NAMES_PER_INSERT = 500;

/** The import in force, if any. */
export function latestImport(db: Db): Promise<SanctionsListImportsTable | undefined> {
  return db
    .selectFrom('sanctionsListImports')
    .selectAll()
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The version in force (0 before any import): one read of the primary key's end. */
export async function listVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('sanctionsListImports')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

const oneOf = <T extends string>(value: string, allowed: readonly T[]): T => {
  const found = allowed.find((candidate) => candidate === value);
  if (!found) throw new Error(`"${value}" was stored as one of ${allowed.join(', ')}`);
  return found;
};

/**
 * The names of the list in force and its version, read in one statement (without holding up
 * writers): an import that commits meanwhile is seen at the next version check.
 */
export async function listedNames(db: Db): Promise<{ version: number; names: ListedName[] }> {
  const versionBefore = await listVersion(db);
  const rows = await db
    .selectFrom('sanctionsListNames')
    .selectAll()
    .where('importVersion', '=', (eb) =>
      eb.selectFrom('sanctionsListImports').select((e) => e.fn.max('version').as('version')),
    )
    .orderBy('position')
    .execute();
  const names = rows.map((row): ListedName => ({
    uniqueId: row.uniqueId,
    familyName: row.familyName,
    otherNames: storedStrings(row.otherNames),
    nameType: oneOf(row.nameType, NAME_TYPES),
    lowQuality: Boolean(row.lowQuality),
    designationType: oneOf(row.designationType, DESIGNATION_TYPES),
    regime: row.regime,
    dateOfBirth: row.dateOfBirth,
    nationality: row.nationality,
    dateDesignated: row.dateDesignated,
  }));
  return { version: rows[0] ? Number(rows[0].importVersion) : versionBefore, names };
}

/** A JSON array of strings, as stored. */
function storedStrings(json: string): string[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) throw new Error('other names were not stored as an array');
  return value.map(String);
}

/**
 * Stores `list` as the list in force, in the caller's transaction: a new import row, and its
 * names in place of the last list's. Imports on several servers at once take their turn.
 */
export async function replaceList(
  trx: Db,
  dialect: DialectName,
  list: SanctionsList,
  importedAt: Date,
  importedBy: string | null,
): Promise<SanctionsListImportsTable> {
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`.execute(trx);
  const version = (await listVersion(trx)) + 1;
  const row = {
    version,
    listDate: list.listDate,
    importedAt,
    entries: list.entries,
    names: list.names.length,
    importedBy,
  };
  await trx.insertInto('sanctionsListImports').values(row).execute();
  await trx.deleteFrom('sanctionsListNames').where('importVersion', '<', version).execute();
  for (let from = 0; from < list.names.length; from += NAMES_PER_INSERT) {
    const rows = list.names.slice(from, from + NAMES_PER_INSERT).map((name, index) => ({
      importVersion: version,
      position: from + index,
      uniqueId: name.uniqueId,
      familyName: name.familyName,
      otherNames: JSON.stringify(name.otherNames),
      nameType: name.nameType,
      lowQuality: name.lowQuality,
      designationType: name.designationType,
      regime: name.regime,
      dateOfBirth: name.dateOfBirth,
      nationality: name.nationality,
      dateDesignated: name.dateDesignated,
    }));
    await trx.insertInto('sanctionsListNames').values(rows).execute();
  }
  return row;
}
