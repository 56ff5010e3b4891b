/** Scheduled SQLite backups (BACKUP_DIR): one run per interval across the servers, claimed. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.ts';
import type { Job } from '../jobs/job-runner.ts';
import { scheduledBackup } from './sqlite-backup.ts';

export function backupJob(
  app: FastifyInstance,
  dir: string,
  config: Pick<Config, 'BACKUP_EVERY_HOURS' | 'BACKUP_KEEP'>,
): Job {
  return {
    name: 'sqlite-backup',
    intervalMs: config.BACKUP_EVERY_HOURS * 3_600_000,
    // Looked at hourly, so a restart does not put the next backup off by a whole interval.
    checkEveryMs: 3_600_000,
    run: async (now) => {
      const { written, removed } = await scheduledBackup(app.db, dir, config.BACKUP_KEEP, now);
      app.log.info({ written, removed }, 'database backed up');
    },
  };
}
