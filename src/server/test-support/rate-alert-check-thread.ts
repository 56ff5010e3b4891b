/**
 * Another server's rate alert check, in a thread of its own with its own connection to the
 * database: two servers checking at once, as two processes would. (Two apps in one thread cannot
 * race on SQLite: node:sqlite waits for a locked file synchronously, holding up the other app's
 * commit until the wait runs out.) Start it with `startCheckThread`; Node runs this file as it is.
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/database.ts';
import { createBusinessService } from '../modules/business/business.service.ts';
import { createCurrencyService } from '../modules/currencies/currencies.service.ts';
import { checkRateAlerts } from '../modules/rate-alerts/rate-alert-check.ts';

interface CheckRequest {
  codes: string[] | 'all';
  now: string;
}
type CheckAnswer = { sent: number } | { error: string };

// Marks the thread this file starts: test runners may run the tests themselves in threads.
const ROLE = 'rate-alert-check';
interface ThreadData {
  role: typeof ROLE;
  databaseUrl: string;
  site: string;
}

export interface CheckThread {
  /** Runs the check in the thread; resolves with how many e-mails it sent. */
  check(codes: string[] | 'all', now: Date): Promise<number>;
  stop(): Promise<void>;
}

export function startCheckThread(databaseUrl: string, site: string): CheckThread {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { role: ROLE, databaseUrl, site } satisfies ThreadData,
  });
  return {
    check: (codes, now) =>
      new Promise((resolve, reject) => {
        worker.once('message', (answer: CheckAnswer) =>
          'sent' in answer ? resolve(answer.sent) : reject(new Error(answer.error)),
        );
        worker.postMessage({ codes, now: now.toISOString() } satisfies CheckRequest);
      }),
    stop: async () => {
      worker.postMessage('stop');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}

const thread = workerData as ThreadData | undefined;
if (parentPort && thread?.role === ROLE) {
  const port = parentPort;
  const { databaseUrl, site } = thread;
  const { db } = openDatabase(databaseUrl);
  const deps = {
    db,
    currencies: createCurrencyService(db, { error: () => {} }),
    business: createBusinessService(db, ''),
    site,
  };
  port.on('message', (request: CheckRequest | 'stop') => {
    if (request === 'stop') {
      void db.destroy().then(() => port.close());
      return;
    }
    checkRateAlerts(deps, request.codes, new Date(request.now)).then(
      (sent) => port.postMessage({ sent } satisfies CheckAnswer),
      (error: unknown) => port.postMessage({ error: String(error) } satisfies CheckAnswer),
    );
  });
}
