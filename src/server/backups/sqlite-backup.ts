/**
 * Backups of the SQLite database while the server keeps serving: `VACUUM INTO` writes a
 * consistent copy from one read transaction (a copy of the file itself, in WAL mode, can miss
 * every table). Scheduled ones (BACKUP_DIR) are named by UTC time and the oldest beyond
 * BACKUP_KEEP are removed. PostgreSQL has pg_dump for this.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** How to back up PostgreSQL instead, for the one who asked this tool. */
export const POSTGRES_BACKUP_ADVICE =
  'On PostgreSQL, back up with pg_dump while the server runs: pg_dump --format=custom --file=fx.dump "$DATABASE_URL"; restore into an empty database with pg_restore --no-owner --dbname="$DATABASE_URL" fx.dump';

const SCHEDULED = /^fx-\d{8}-\d{6}\.sqlite$/;

/** `fx-YYYYMMDD-HHMMSS.sqlite`, UTC: names sort as the times they were taken. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `fx-${stamp}.sqlite`;
}

/** Writes a consistent copy of the database to `file`; never over a file already there. */
export async function backupTo(db: Db, file: string): Promise<string> {
  const path = resolve(file);
  if (existsSync(path)) throw new Error(`${path} already exists: choose a new file name`);
  mkdirSync(dirname(path), { recursive: true });
  await sql`vacuum into ${path}`.execute(db);
  return path;
}

/** One scheduled backup into `dir`, then the oldest removed until `keep` remain. */
export async function scheduledBackup(db: Db, dir: string, keep: number, now: Date) {
  const written = await backupTo(db, join(dir, backupFileName(now)));
  const backups = readdirSync(dir)
    .filter((name) => SCHEDULED.test(name))
    .sort();
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of removed) rmSync(join(dir, name));
  return { written, removed };
}
