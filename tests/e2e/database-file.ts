// The SQLite file the e2e server runs on, one per run, and the teardown that removes it.
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Named for the runner's process: playwright.config.ts and this teardown share it, and so do the
 * test workers, which the runner starts with its environment.
 */
export const E2E_DATABASE_PATH = (process.env.FX_E2E_DATABASE_PATH ??= join(
  tmpdir(),
  `fx-e2e-${process.pid}.sqlite`,
));

/**
 * Playwright's global teardown runs before it stops the web servers; the server is killed, not
 * stopped, so it writes nothing after the file is gone.
 */
export default async function removeDatabase(): Promise<void> {
  await Promise.all(
    ['', '-wal', '-shm'].map((suffix) => rm(E2E_DATABASE_PATH + suffix, { force: true })),
  );
}
