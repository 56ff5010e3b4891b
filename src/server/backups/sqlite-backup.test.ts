/**
 * Scheduled backups are named by UTC time, keep the newest, and run once across servers.
 * `npm run db:backup` under load: sqlite-backup.system.test.ts.
 */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { createJobRunner } from '../jobs/job-runner.ts';
import { createFakeClock } from '../test-support/fake-clock.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { sqliteKind } from '../test-support/test-databases.ts';
import { backupFileName, scheduledBackup } from './sqlite-backup.ts';

const folder = mkdtempSync(join(tmpdir(), 'fx-backups-'));

describe('scheduled backups', () => {
  it('are named by UTC time, keep the newest, and run once an interval across servers', async () => {
    const t = await createTestApp(sqliteKind);
    try {
      const dir = join(folder, 'scheduled');
      const clock = createFakeClock(new Date('2031-03-30T00:30:05.000Z'));
      // Two servers' runners on one database: each run is claimed by one.
      const runners = [
        createJobRunner(t.app.db, clock, 'one'),
        createJobRunner(t.app.db, clock, 'two'),
      ];
      const job = {
        name: 'sqlite-backup',
        intervalMs: 3_600_000,
        run: (now: Date) => scheduledBackup(t.app.db, dir, 3, now),
      };
      // A file of the operator's in the folder is not the job's to remove.
      mkdirSync(dir);
      writeFileSync(join(dir, 'before-upgrade.sqlite'), '');
      for (let hour = 0; hour < 5; hour++) {
        const ran = await Promise.all(runners.map((runner) => runner.runOnce(job)));
        expect(ran.filter(Boolean)).toHaveLength(1);
        clock.advance(3_600_000);
      }
      expect(readdirSync(dir).sort()).toEqual([
        'before-upgrade.sqlite',
        'fx-20310330-023005.sqlite',
        'fx-20310330-033005.sqlite',
        'fx-20310330-043005.sqlite',
      ]);
      expect(backupFileName(new Date('2031-12-31T23:59:59.999Z'))).toBe(
        'fx-20311231-235959.sqlite',
      );
      // A backup is a database the app opens: the catalogue is there.
      const copy = openDatabase(`file:${join(dir, 'fx-20310330-043005.sqlite')}`);
      const currencies = await copy.db.selectFrom('currencies').select('code').execute();
      await copy.db.destroy();
      expect(currencies.length).toBeGreaterThan(50);
    } finally {
      await t.close();
    }
  });
});
