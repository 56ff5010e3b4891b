// One directory for the run's SQLite test databases, removed when the run ends: a test that
// stops before dropping its database, or a child process that is killed, leaves nothing behind.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default async function setup() {
  const directory = await mkdtemp(join(tmpdir(), 'fx-test-run-'));
  // The test workers start after this and inherit it (src/server/test-support/test-databases.ts).
  process.env.TEST_TMPDIR = directory;
  return () => rm(directory, { recursive: true, force: true });
}
