// The run's migrated test databases to copy (src/server/test-support/database-templates.ts):
// made after the run's directory (tests/setup/temporary-directory.ts), removed before it.
import { makeTestDatabaseTemplates } from '#server/test-support/database-templates.ts';

export default async function setup() {
  const directory = process.env.TEST_TMPDIR;
  if (!directory) throw new Error('tests/setup/temporary-directory.ts runs first');
  return makeTestDatabaseTemplates(directory, process.env.TEST_DATABASE_URL);
}
