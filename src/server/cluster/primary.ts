/**
 * WORKERS > 1: this process serves nothing itself. It brings the database up to date once, then
 * starts WORKERS server processes that share the port (node:cluster hands them the connections),
 * and keeps them running:
 * - a worker that dies is replaced; one that dies before it was listening counts as a failed
 *   start, and after MAX_START_FAILURES of those in a row every worker is stopped and this
 *   process exits 1, so that a service manager sees the failure rather than a restart loop;
 * - SIGTERM or SIGINT asks every worker to stop gracefully (cluster/worker.ts), and this process
 *   exits once they all have: 0 when every one stopped cleanly. A worker still running after
 *   STOP_GRACE_MS (its own grace is shorter) is killed.
 * Jobs need nothing from here: each run is claimed in the database (jobs/job-runner.ts), so
 * however many processes schedule a job, one runs it. With METRICS_TOKEN, the worker asked for
 * /metrics gets every worker's figures from here (metrics/cluster-metrics.ts).
 */
import cluster, { type Worker } from 'node:cluster';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.ts';
import { openReady } from '../db/open-ready.ts';
import { loggerOptions } from '../logging.ts';
import { connectRedis, redisLocation } from '../shared-state/redis.ts';
import { zodSchemasOnly } from '../zod-schemas-only.ts';
import { SHUTDOWN } from './worker.ts';

const MAX_START_FAILURES = 3;
const RESTART_AFTER_FAILED_START_MS = 1000;
const STOP_GRACE_MS = 20_000;

/** The workers' own logger, configured as theirs are, without a server to go with it. */
async function primaryLogger(config: Config): Promise<FastifyBaseLogger> {
  const app = Fastify({
    logger: await loggerOptions(config.LOG_LEVEL),
    schemaController: zodSchemasOnly,
  });
  return app.log.child({ role: 'primary' });
}

/** Migrates and seeds before any worker starts: several processes must not race to do it. */
async function prepareDatabase(config: Config, log: FastifyBaseLogger) {
  const { db, dialect, location, migrations, seeded } = await openReady(config.DATABASE_URL);
  log.info({ dialect, location, migrations, seeded }, 'database ready');
  await db.destroy();
}

/** Says at once what a missing or unreachable Redis means for the workers' limits. */
async function checkSharedState(config: Config, log: FastifyBaseLogger) {
  if (!config.REDIS_URL) {
    log.warn(
      { workers: config.WORKERS },
      'REDIS_URL is not set: each worker counts rate limits and throttles for itself, so a client may get up to WORKERS times each limit',
    );
    return;
  }
  const redis = await connectRedis(config.REDIS_URL);
  redis.disconnect();
  log.info({ redis: redisLocation(config.REDIS_URL) }, 'workers share limits through Redis');
}

export async function runPrimary(config: Config): Promise<void> {
  const log = await primaryLogger(config);
  await prepareDatabase(config, log);
  await checkSharedState(config, log);
  if (config.METRICS_TOKEN) {
    const { answerMetricsAsks } = await import('../metrics/cluster-metrics.ts');
    answerMetricsAsks();
  }

  const listening = new WeakSet<Worker>();
  let startFailures = 0;
  let stopping = false;
  let exitCode = 0;
  const restarts = new Set<NodeJS.Timeout>();
  const running = new Set<Worker>();

  function fork() {
    const worker = cluster.fork();
    running.add(worker);
    worker.on('listening', () => {
      if (listening.has(worker)) return;
      listening.add(worker);
      startFailures = 0;
      log.info({ worker: worker.process.pid }, 'worker listening');
    });
    worker.on('exit', (code, signal) => exited(worker, code, signal));
  }

  function exited(worker: Worker, code: number | null, signal: string | null) {
    const pid = worker.process.pid;
    running.delete(worker);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (running.size === 0) process.exit(exitCode);
      return;
    }
    if (listening.has(worker)) {
      log.error({ worker: pid, code, signal }, 'a worker died: starting another');
      fork();
      return;
    }
    startFailures += 1;
    if (startFailures >= MAX_START_FAILURES) {
      log.fatal({ worker: pid, code, signal, startFailures }, 'workers keep dying at start');
      stop(1);
      return;
    }
    log.error({ worker: pid, code, signal }, 'a worker died at start: starting another');
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork();
    }, RESTART_AFTER_FAILED_START_MS);
    restarts.add(timer);
  }

  function stop(code: number) {
    stopping = true;
    exitCode = code;
    for (const timer of restarts) clearTimeout(timer);
    if (running.size === 0) process.exit(exitCode);
    for (const worker of running) {
      if (worker.isConnected()) worker.send(SHUTDOWN);
    }
    setTimeout(() => {
      for (const worker of running) {
        log.error({ worker: worker.process.pid }, 'a worker did not stop in time: killed');
        worker.process.kill('SIGKILL');
      }
    }, STOP_GRACE_MS).unref();
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log.info({ signal }, 'stopping every worker');
      stop(0);
    });
  }
  for (let i = 0; i < config.WORKERS; i++) fork();
}
