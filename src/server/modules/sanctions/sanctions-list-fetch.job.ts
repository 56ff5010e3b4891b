/**
 * The daily fetch of the UK Sanctions List from `SANCTIONS_LIST_URL`, claimed so one server runs
 * it (jobs/job-runner.ts), imported as the system's (audit actor null). A fetch or a file that
 * fails is logged and the list in force is kept.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '#server/jobs/job-runner.ts';
import type { SanctionsService } from './sanctions.service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The largest file taken, as on the import route. */
export const SANCTIONS_LIST_MAX_BYTES = 32 * 1024 * 1024;
/** For the whole file: the list is some 15 MB. */
const FETCH_TIMEOUT_MS = 120_000;

/** The list's CSV at `url`, or an error saying why not. */
export async function fetchSanctionsList(
  url: string,
  timeoutMs = FETCH_TIMEOUT_MS,
): Promise<string> {
  const { host } = new URL(url);
  const response = await fetch(url, {
    headers: { accept: 'text/csv, */*;q=0.5' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`${host} answered ${response.status}`);
  }
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    if (bytes > SANCTIONS_LIST_MAX_BYTES) {
      await response.body.cancel().catch(() => undefined);
      throw new Error(`${host} sent more than ${SANCTIONS_LIST_MAX_BYTES / 1024 / 1024} MB`);
    }
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export function sanctionsListFetchJob(
  sanctions: Pick<SanctionsService, 'import'>,
  url: string,
  log: Pick<FastifyBaseLogger, 'info'>,
): Job {
  return {
    name: 'sanctions-list-fetch',
    intervalMs: DAY,
    // A restart does not put the day's fetch off by a day.
    checkEveryMs: HOUR,
    async run() {
      let imported;
      try {
        imported = await sanctions.import(await fetchSanctionsList(url), null);
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new Error(
          `the sanctions list was not fetched, and the list in force is kept: ${why}`,
          {
            cause: error,
          },
        );
      }
      log.info(imported, 'sanctions list fetched');
    },
  };
}
