/** Scheduled SQLite backups (BACKUP_DIR): one run per interval across the servers, claimed. */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createJobRunner } from '../jobs/job-runner.ts';
import type { ConfigOptions } from '../plugins/service.ts';
import { scheduledBackup } from './sqlite-backup.ts';

async function backups(app: FastifyInstance, { config }: ConfigOptions) {
  const dir = config.BACKUP_DIR;
  if (!dir) return;
  createJobRunner(app.db, app.clock).schedule(app, {
    name: 'sqlite-backup',
    intervalMs: config.BACKUP_EVERY_HOURS * 3_600_000,
    // Looked at hourly, so a restart does not put the next backup off by a whole interval.
    checkEveryMs: 3_600_000,
    run: async (now) => {
      const { written, removed } = await scheduledBackup(app.db, dir, config.BACKUP_KEEP, now);
      app.log.info({ written, removed }, 'database backed up');
    },
  });
}

export default fp(backups, { name: 'backups', dependencies: ['database'] });
