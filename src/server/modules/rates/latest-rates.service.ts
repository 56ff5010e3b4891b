/**
 * Latest-rates mode: a persisted on/off switch, and the refresh that puts every currency's rate
 * from the provider into the catalogue. A rate that moves more than the outlier limit is held for
 * staff instead; a failed lookup changes nothing. Several servers may share one database: a
 * refresh is claimed under a lock, and only when the last one started a whole interval ago.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { changePercent, isOutlier } from '#shared/domain/outlier.ts';
import {
  RateFailureSchema,
  type Currency,
  type HeldRate,
  type LatestRatesState,
  type RateFailure,
  type UpdateCurrencyPriceBody,
} from '#shared/schemas/currency.ts';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import type { CurrencyService, RateChange } from '#server/modules/currencies/index.ts';
import type { SettingsService } from '#server/modules/settings/index.ts';
import type { Clock } from '#server/clock.ts';
import {
  findHeldRate,
  holdRate,
  listHeldRates,
  releaseHeldRates,
} from './held-rates.repository.ts';
import type { Log } from './log.ts';
import { RateLookupError, type RateProvider } from './rate-provider.ts';
import { tryRefreshLock } from './refresh-lock.ts';

const MODE_KEY = 'latest-rates';
const ModeSchema = z.object({ on: z.boolean() });

/** Written only by the server holding the refresh claim. */
const STATUS_KEY = 'latest-rates-status';
const StatusSchema = z.object({
  startedAt: z.iso.datetime(),
  /** When the last refresh finished; before `startedAt` while one is running. */
  finishedAt: z.iso.datetime().nullable(),
  failures: z.array(RateFailureSchema),
});
type Status = z.infer<typeof StatusSchema>;

/** A claimed refresh that has not finished after this long is taken to have died with its server. */
const CLAIM_LEASE_MS = 10 * 60_000;
/** Clocks of servers sharing a database differ a little: a tick this much early is still due. */
const TICK_SLACK_MS = 1000;
/** Lookups in flight at once: kind to a per-call service such as apilayer. */
const LOOKUP_CONCURRENCY = 4;

export interface LatestRatesDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  provider: RateProvider;
  currencies: CurrencyService;
  settings: SettingsService;
  clock: Clock;
  refreshMinutes: number;
  outlierPercent: number;
  log: Log;
}

/** Runs `work` over `items`, at most `limit` at a time; results keep the items' order. */
async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  // One iterator shared by the workers: each takes the next item as it finishes one.
  const queue = items.entries();
  const worker = async () => {
    for (const [index, item] of queue) results[index] = await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function isRunning(status: Status, now: Date): boolean {
  const started = Date.parse(status.startedAt);
  const finished = status.finishedAt === null ? -Infinity : Date.parse(status.finishedAt);
  return finished < started && now.getTime() - started < CLAIM_LEASE_MS;
}

export function createLatestRatesService(deps: LatestRatesDeps) {
  const { db, dialect, provider, currencies, settings, clock, log } = deps;
  const intervalMs = deps.refreshMinutes * 60_000;

  /**
   * Claims the next refresh for this server: false when the mode is off, another server holds
   * the lock or is refreshing, or (unless `force`) the last refresh began less than an interval ago.
   */
  function claim(now: Date, force: boolean): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      if (!(await tryRefreshLock(trx, dialect))) return false;
      if (!(await settings.read(MODE_KEY, ModeSchema, trx))?.on) return false;
      const status = await settings.read(STATUS_KEY, StatusSchema, trx);
      if (status) {
        if (isRunning(status, now)) return false;
        const sinceStart = now.getTime() - Date.parse(status.startedAt);
        if (!force && sinceStart < intervalMs - TICK_SLACK_MS) return false;
      }
      const claimed: Status = {
        startedAt: now.toISOString(),
        finishedAt: status?.finishedAt ?? null,
        failures: status?.failures ?? [],
      };
      await settings.write(STATUS_KEY, claimed, trx);
      return true;
    });
  }

  async function lookupAll() {
    type Outcome =
      { currency: Currency; rate: number } | { currency: Currency; error: RateLookupError };
    return mapLimit(
      await currencies.list(),
      LOOKUP_CONCURRENCY,
      async (currency): Promise<Outcome> => {
        try {
          return { currency, rate: await provider.lookup(currency.value) };
        } catch (error) {
          if (error instanceof RateLookupError) return { currency, error };
          throw error;
        }
      },
    );
  }

  return {
    async state(): Promise<LatestRatesState> {
      const [mode, status, held] = await Promise.all([
        settings.read(MODE_KEY, ModeSchema),
        settings.read(STATUS_KEY, StatusSchema),
        listHeldRates(db),
      ]);
      return {
        on: mode?.on ?? false,
        provider: provider.name,
        refreshMinutes: deps.refreshMinutes,
        outlierPercent: deps.outlierPercent,
        lastRefreshAt: status?.finishedAt ?? null,
        failures: status?.failures ?? [],
        held: held.map((row): HeldRate => ({
          value: row.currencyCode,
          storedRate: row.storedRate,
          proposedRate: row.proposedRate,
          changePercent: changePercent(row.storedRate, row.proposedRate)
            .toDecimalPlaces(2)
            .toNumber(),
          fetchedAt: row.fetchedAt.toISOString(),
        })),
      };
    },

    /** The staff switch, persisted (a restarted server resumes) and audited. */
    setMode(actor: string, on: boolean): Promise<void> {
      return settings.change(actor, MODE_KEY, ModeSchema, { on });
    },

    /**
     * One refresh of every currency, if this server can claim it (`force`: whatever the time
     * since the last one). Resolves true when it ran.
     */
    async refresh(force: boolean): Promise<boolean> {
      const startedAt = clock.now();
      if (!(await claim(startedAt, force))) return false;

      const changes: RateChange[] = [];
      const held: string[] = [];
      const settled: string[] = [];
      const failures: RateFailure[] = [];
      const proposals: Array<{ code: string; stored: number; proposed: number }> = [];
      for (const outcome of await lookupAll()) {
        const { value: code, Rate: stored } = outcome.currency;
        if ('error' in outcome) {
          const { reason, message } = outcome.error;
          failures.push({ value: code, reason, message });
        } else if (outcome.rate === stored) {
          settled.push(code);
        } else if (isOutlier(stored, outcome.rate, deps.outlierPercent)) {
          held.push(code);
          proposals.push({ code, stored, proposed: outcome.rate });
        } else {
          changes.push({ code, rate: outcome.rate, from: stored });
        }
      }

      const applied = await currencies.applyRates(changes, async (trx, applied) => {
        for (const { code, stored, proposed } of proposals) {
          await holdRate(trx, {
            currencyCode: code,
            storedRate: stored,
            proposedRate: proposed,
            fetchedAt: startedAt,
          });
        }
        // A proposal still held is superseded by a rate that is now in range or unchanged.
        await releaseHeldRates(trx, [...applied, ...settled]);
        const finishedAt = clock.now().toISOString();
        const status: Status = { startedAt: startedAt.toISOString(), finishedAt, failures };
        await settings.write(STATUS_KEY, status, trx);
        await recordAudit(trx, {
          at: clock.now(),
          actor: null,
          action: 'rates.refresh',
          entityType: 'rates',
          entityId: provider.name,
          after: {
            applied,
            // Changed by staff since it was read: the next refresh compares again.
            skipped: changes.map((c) => c.code).filter((code) => !applied.includes(code)),
            held,
            failed: failures.map((f) => f.value),
          },
        });
      });
      const summary = { provider: provider.name, applied: applied.length, held, failures };
      if (failures.length > 0) log.warn(summary, 'latest rates refreshed, some lookups failed');
      else log.info(summary, 'latest rates refreshed');
      return true;
    },

    /** A staff change of the market rate; it replaces any proposal held for the currency. */
    setPrice(actor: string, code: string, { Rate, correction }: UpdateCurrencyPriceBody) {
      return currencies.setRate(actor, code, { rate: Rate, correction }, async (trx) => {
        await releaseHeldRates(trx, [code]);
      });
    },

    /** Applies the proposal held for `code`, as the staff member confirming it. */
    async confirm(actor: string, code: string) {
      const held = await findHeldRate(db, code);
      if (!held) throw new AppError('NOT_FOUND', `No rate is held for ${code}`);
      return currencies.setRate(actor, code, { rate: held.proposedRate }, async (trx) => {
        // A refresh may have replaced the proposal since it was read: confirm only what was seen.
        if ((await releaseHeldRates(trx, [code], held.proposedRate)) === 0) {
          throw new AppError('CONFLICT', `The rate held for ${code} has changed: look at it again`);
        }
      });
    },

    /** Drops the proposal held for `code`; the stored rate stays. */
    async dismiss(actor: string, code: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const held = await findHeldRate(trx, code);
        if (!held) throw new AppError('NOT_FOUND', `No rate is held for ${code}`);
        await releaseHeldRates(trx, [code]);
        await recordAudit(trx, {
          at: clock.now(),
          actor,
          action: 'rates.dismiss-held',
          entityType: 'currency',
          entityId: code,
          before: { Rate: held.storedRate, proposedRate: held.proposedRate },
        });
      });
    },
  };
}

export type LatestRatesService = ReturnType<typeof createLatestRatesService>;
