/**
 * The UK Sanctions List the bureau screens customers against: imported by an Admin or fetched
 * daily, stored (one transaction replaces it whole), and indexed in memory for screening. Each
 * server keeps its own index, built from the stored names at start and again when the list in
 * force changes: its version is read at most once a second, so another server's import shows
 * within that second (at once where the servers share a Redis, which announces it).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SanctionsImport, SanctionsStatus } from '#shared/schemas/sanctions.ts';
import { systemClock, type Clock } from '#server/clock.ts';
import type { DialectName } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { sharedFreshReads } from '#server/fresh-reads.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import { noAnnouncements, type Announcements } from '#server/shared-state/announcements.ts';
import { latestImport, listedNames, listVersion, replaceList } from './sanctions.repository.ts';
import { screeningOf, type SanctionsMatch, type Screening } from './screening.ts';
import { parseSanctionsList, SanctionsListError, type SanctionsList } from './uk-sanctions-list.ts';

/** How long the index is used before the list's version is read again. */
const REVALIDATE_AFTER_MS = 1000;

/** What an import is announced as to the other servers (shared-state/). */
const LIST_CHANGED = 'sanctions-list-changed';

export interface SanctionsServiceDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  clock?: Clock;
  announcements?: Announcements;
  log: Pick<FastifyBaseLogger, 'info'>;
}

export function createSanctionsService({
  db,
  dialect,
  clock = systemClock,
  announcements = noAnnouncements,
  log,
}: SanctionsServiceDeps) {
  /** The index of the list in force at `version` (0: no list, nobody matches). */
  let index: { version: number; screening: Screening } = {
    version: 0,
    screening: screeningOf([]),
  };
  /** When the version was last read (performance.now()); -Infinity: read it at the next call. */
  let checkedAt = -Infinity;

  /** Versions only grow: an index is replaced only by a later list's. */
  function useIndex(version: number, names: SanctionsList['names']) {
    if (version > index.version) index = { version, screening: screeningOf(names) };
  }

  const refresh = sharedFreshReads(async () => {
    const started = performance.now();
    if ((await listVersion(db)) > index.version) {
      const stored = await listedNames(db);
      useIndex(stored.version, stored.names);
      log.info({ version: index.version, names: stored.names.length }, 'sanctions list indexed');
    }
    checkedAt = started;
    return index;
  });

  /** Told after each import commits, with its actor: orders screen their open orders again. */
  const importListeners: Array<(actor: string | null) => Promise<void>> = [];

  announcements.onAnnounced(LIST_CHANGED, () => {
    checkedAt = -Infinity;
  });

  /** The index, its version read within the last second. */
  async function current() {
    if (performance.now() - checkedAt < REVALIDATE_AFTER_MS) return index;
    return refresh();
  }

  return {
    /** Reads the list in force and indexes it if it changed (at start, and as `screen` does). */
    refresh,

    /**
     * The listed individual `name` matches on the list in force, if any (screening.ts says how
     * names compare); undefined when none does, or before any list is imported.
     */
    async screen(name: string): Promise<SanctionsMatch | undefined> {
      return (await current()).screening.screen(name);
    },

    /** Calls `listener` after each import from this server, once the new list is in force. */
    onImported(listener: (actor: string | null) => Promise<void>): void {
      importListeners.push(listener);
    },

    /** The list in force: its date, when it was imported, and its counts. */
    async status(): Promise<SanctionsStatus> {
      const latest = await latestImport(db);
      return {
        listDate: latest?.listDate ?? null,
        importedAt: latest ? latest.importedAt.toISOString() : null,
        entries: latest?.entries ?? 0,
        names: latest?.names ?? 0,
      };
    },

    /**
     * Replaces the list with the CSV `text`, audited as `actor`'s (null: the daily fetch). A file
     * that is not the list is refused (400, naming its line) and changes nothing.
     */
    async import(text: string, actor: string | null): Promise<SanctionsImport> {
      let list: SanctionsList;
      try {
        list = parseSanctionsList(text);
      } catch (error) {
        if (error instanceof SanctionsListError) throw new AppError('BAD_REQUEST', error.message);
        throw error;
      }
      const now = clock.now();
      const summary = { listDate: list.listDate, entries: list.entries, names: list.names.length };
      const stored = await db.transaction().execute(async (trx) => {
        const before = await latestImport(trx);
        const row = await replaceList(trx, dialect, list, now, actor);
        await recordAudit(trx, {
          at: now,
          actor,
          action: 'sanctions.import',
          entityType: 'sanctions-list',
          entityId: String(row.version),
          before: before && {
            listDate: before.listDate,
            entries: before.entries,
            names: before.names,
          },
          after: summary,
        });
        return row;
      });
      useIndex(stored.version, list.names);
      await announcements.announce(LIST_CHANGED);
      for (const listener of importListeners) await listener(actor);
      return summary;
    },
  };
}

export type SanctionsService = ReturnType<typeof createSanctionsService>;
