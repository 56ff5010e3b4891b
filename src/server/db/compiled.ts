/**
 * Statements of fixed shape for the order path on SQLite, written once instead of built, run
 * through Kysely's plugins and compiled for every order (~0.5 ms an order). Their text is the
 * node:sqlite adapter's key to its prepared statements, so each is prepared once too.
 */
import { CompiledQuery } from 'kysely';
import type { Db } from './database.ts';

const snakeNames = new Map<string, string>();

/** A property's column: `totalGbpMinor` is `total_gbp_minor`, as the CamelCase plugin names it. */
function columnOf(key: string): string {
  let name = snakeNames.get(key);
  if (name === undefined) {
    name = key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    snakeNames.set(key, name);
  }
  return name;
}

/** A row keyed by its columns' names: what PostgreSQL's jsonb_populate_record reads. */
export function snakeRow(row: object): Record<string, unknown> {
  const snake: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) snake[columnOf(key)] = value;
  return snake;
}

/** The text of a one-row insert, per table and properties in the order given. */
const inserts = new Map<string, string>();

/**
 * Inserts `rows` into `table` one statement each (SQLite's statements make no round trip), every
 * row with the properties of the first, in its order; `then`: an ON CONFLICT clause. Resolves how
 * many rows were inserted.
 */
export async function insertRows(
  db: Db,
  table: string,
  rows: ReadonlyArray<Record<string, unknown>>,
  then = '',
): Promise<number> {
  const [first] = rows;
  if (!first) return 0;
  const keys = Object.keys(first);
  const shape = `${table}(${keys.join()})${then}`;
  let text = inserts.get(shape);
  if (text === undefined) {
    const columns = keys.map((key) => `"${columnOf(key)}"`).join(', ');
    text = `insert into "${table}" (${columns}) values (${keys.map(() => '?').join(', ')}) ${then}`;
    inserts.set(shape, text);
  }
  let inserted = 0;
  for (const row of rows) {
    inserted += (
      await runWritten(
        db,
        text,
        keys.map((key) => row[key]),
      )
    ).changed;
  }
  return inserted;
}

/** Runs a statement written once, with its parameters. */
export async function runWritten<Row>(db: Db, text: string, parameters: readonly unknown[]) {
  const { rows, numAffectedRows } = await db.executeQuery<Row>(
    CompiledQuery.raw(text, [...parameters]),
  );
  return { rows, changed: Number(numAffectedRows ?? 0) };
}
