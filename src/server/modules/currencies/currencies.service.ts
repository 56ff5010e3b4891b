import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { BASE_CURRENCY } from '#shared/constants.ts';
import {
  CURRENCY_MESSAGES,
  type AddCurrencyBody,
  type Currency,
  type UpdateCurrencyBody,
} from '#shared/schemas/currency.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { noAnnouncements, type Announcements } from '../../shared-state/announcements.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import { withdrawQuotes } from '#server/modules/quotes/index.ts';
import {
  appendRateHistory,
  findCurrency,
  insertCurrency,
  listCurrencies,
  nextSortOrder,
  updateCurrency,
  type CurrencyRow,
} from './currencies.repository.ts';
import { systemClock, type Clock } from '#server/clock.ts';
import { createReferenceVersion, type ReferenceVersion } from '#server/db/reference-version.ts';

export interface Catalogue {
  /** The currency list, in display order. */
  currencies: readonly Currency[];
  /** The same list serialized, UTF-8 encoded once, ready to send. */
  body: Buffer;
  etag: string;
}

function toCurrency(row: CurrencyRow): Currency {
  return {
    value: row.code,
    label: row.label,
    Rate: row.rate,
    Sell: row.sellMargin,
    Buy: row.buyMargin,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a currency. */
function audited(row: CurrencyRow) {
  return { label: row.label, Rate: row.rate, Sell: row.sellMargin, Buy: row.buyMargin };
}

type Trx = Transaction<Database>;

/**
 * Told the codes whose customer prices (a rate or a margin) changed, once the change has
 * committed: what waits on a price (rate alerts) looks again. A failure is logged, never the
 * change's.
 */
export type PricesChangedListener = (codes: string[]) => Promise<void>;

/** A new market rate for a currency, applied only while its stored rate is still `from`. */
export interface RateChange {
  code: string;
  rate: number;
  from: number;
  /** `from` was mistyped: the open quotes made at it are withdrawn, so no order uses them. */
  correction?: boolean;
}

/** The refusal of a code the bureau does not offer. */
export function notOffered(code: string): AppError {
  return new AppError('NOT_FOUND', `We don't offer the currency ${code}`);
}

/**
 * Sets a currency's rate with its rate-history row and audit entry, in the caller's transaction.
 * With `onlyFrom`, only while the stored rate is still `from`; undefined when it was not. A
 * correction withdraws the open quotes made at `from`, and audits how many.
 */
async function writeRate(
  trx: Trx,
  actor: string | null,
  change: RateChange,
  now: Date,
  onlyFrom = false,
): Promise<CurrencyRow | undefined> {
  const { code, rate, from, correction = false } = change;
  const after = await updateCurrency(
    trx,
    code,
    { rate, updatedAt: now },
    onlyFrom ? from : undefined,
  );
  if (!after) return undefined;
  const withdrawnQuotes = correction ? await withdrawQuotes(trx, code, from, now) : undefined;
  await appendRateHistory(trx, after, now);
  await recordAudit(trx, {
    at: now,
    actor,
    action: 'currency.rate',
    entityType: 'currency',
    entityId: code,
    before: { Rate: from },
    after: correction ? { Rate: rate, correction, withdrawnQuotes } : { Rate: rate },
  });
  return after;
}

/** What a change of the catalogue is announced as to the other servers (shared-state/). */
const CATALOGUE_CHANGED = 'catalogue-changed';

export function createCurrencyService(
  db: Kysely<Database>,
  log: Pick<FastifyBaseLogger, 'error'>,
  announcements: Announcements = noAnnouncements,
  clock: Clock = systemClock,
  version: ReferenceVersion = createReferenceVersion(db, clock),
) {
  const listeners: PricesChangedListener[] = [];
  async function pricesChanged(codes: string[]): Promise<void> {
    for (const listener of listeners) {
      try {
        await listener(codes);
      } catch (error) {
        log.error({ err: error, codes }, 'a listener to price changes failed');
      }
    }
  }

  // The list is read on every page view and by every order. It is rebuilt only when the
  // reference data's version moves (db/reference-version.ts: checked at most once a second, so
  // another server's change shows within that second), or at once where the servers share a
  // Redis, through which each change is announced to the others.
  // The board and the rate history keep what they build for as long as this list is the same.
  let cached: (Catalogue & { version: number; byCode: Map<string, Currency> }) | undefined;
  // Counts the drops: a list read before a drop is not kept after it.
  let drops = 0;
  const drop = () => {
    cached = undefined;
    drops += 1;
  };
  announcements.onAnnounced(CATALOGUE_CHANGED, drop);
  /** After a change has committed: this server's list and every other server's are dropped. */
  async function catalogueChanged(): Promise<void> {
    drop();
    version.changed();
    await announcements.announce(CATALOGUE_CHANGED);
  }

  async function catalogue() {
    const dropsBefore = drops;
    const current = await version.current();
    if (cached?.version === current) return cached;
    const currencies = (await listCurrencies(db)).map(toCurrency);
    const body = Buffer.from(JSON.stringify(currencies));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const byCode = new Map(currencies.map((currency) => [currency.value, currency]));
    const built = { version: current, currencies, body, etag, byCode };
    if (drops === dropsBefore) cached = built;
    return built;
  }

  return {
    /** Calls `listener` after every committed change of a rate or a margin. */
    onPricesChanged(listener: PricesChangedListener): void {
      listeners.push(listener);
    },

    catalogue: (): Promise<Catalogue> => catalogue(),

    /** The currency as this server holds it (within a second of any server's change). */
    async get(code: string): Promise<Currency> {
      const currency = (await catalogue()).byCode.get(code);
      if (!currency) throw notOffered(code);
      return currency;
    },

    /** Every currency, in display order. */
    async list(): Promise<Currency[]> {
      return (await listCurrencies(db)).map(toCurrency);
    },

    /**
     * Adds a currency at the end of the list, after `check` (the rate provider) has vouched
     * for its code; a code already offered is refused before the provider is asked.
     */
    async add(
      actor: string,
      body: AddCurrencyBody,
      check: (code: string) => Promise<unknown>,
    ): Promise<Currency> {
      const code = body.value;
      if (code === BASE_CURRENCY) throw new AppError('BAD_REQUEST', CURRENCY_MESSAGES.baseCurrency);
      if (await findCurrency(db, code))
        throw new AppError('CONFLICT', CURRENCY_MESSAGES.alreadyAdded);
      await check(code);
      const now = clock.now();
      try {
        const row = await db.transaction().execute(async (trx) => {
          const row = await insertCurrency(trx, {
            code,
            label: body.label,
            rate: body.Rate,
            sellMargin: body.Sell,
            buyMargin: body.Buy,
            sortOrder: await nextSortOrder(trx),
            updatedAt: now,
          });
          await appendRateHistory(trx, row, now);
          await recordAudit(trx, {
            at: clock.now(),
            actor,
            action: 'currency.add',
            entityType: 'currency',
            entityId: code,
            after: audited(row),
          });
          return row;
        });
        await catalogueChanged();
        return toCurrency(row);
      } catch (error) {
        // Another Admin added the same code since the check above.
        if (isUniqueViolation(error))
          throw new AppError('CONFLICT', CURRENCY_MESSAGES.alreadyAdded);
        throw error;
      }
    },

    /**
     * Renames a currency or changes its margins. The code cannot change: orders, quotes and the
     * rate history all refer to it.
     */
    async update(actor: string, code: string, body: UpdateCurrencyBody): Promise<Currency> {
      if (body.value !== code) throw new AppError('BAD_REQUEST', CURRENCY_MESSAGES.codeIsFixed);
      let marginsChanged = false;
      const row = await db.transaction().execute(async (trx) => {
        const before = await findCurrency(trx, code);
        if (!before) throw notOffered(code);
        marginsChanged = before.sellMargin !== body.Sell || before.buyMargin !== body.Buy;
        if (!marginsChanged && before.label === body.label) return before;
        const now = clock.now();
        const after = await updateCurrency(trx, code, {
          label: body.label,
          sellMargin: body.Sell,
          buyMargin: body.Buy,
          updatedAt: now,
        });
        // Deleted since it was read: no longer offered.
        if (!after) throw notOffered(code);
        if (marginsChanged) await appendRateHistory(trx, after, now);
        await recordAudit(trx, {
          at: clock.now(),
          actor,
          action: 'currency.update',
          entityType: 'currency',
          entityId: code,
          before: audited(before),
          after: audited(after),
        });
        return after;
      });
      await catalogueChanged();
      if (marginsChanged) await pricesChanged([code]);
      return toCurrency(row);
    },

    /**
     * A staff change of the market rate (`correction`: putting right a mistyped one);
     * `alsoInTransaction` commits or fails with it.
     */
    async setRate(
      actor: string,
      code: string,
      { rate, correction }: { rate: number; correction?: boolean | undefined },
      alsoInTransaction?: (trx: Trx) => Promise<void>,
    ): Promise<Currency> {
      let changed = false;
      const row = await db.transaction().execute(async (trx) => {
        const before = await findCurrency(trx, code);
        if (!before) throw notOffered(code);
        const change = { code, rate, from: before.rate, correction };
        changed = before.rate !== rate;
        const after = changed ? await writeRate(trx, actor, change, clock.now()) : before;
        // Deleted since it was read: no longer offered.
        if (!after) throw notOffered(code);
        await alsoInTransaction?.(trx);
        return after;
      });
      await catalogueChanged();
      if (changed) await pricesChanged([code]);
      return toCurrency(row);
    },

    /**
     * Applies rates from the provider (the system acting) in one transaction, each only while
     * the stored rate is still the one it was compared with. `alsoInTransaction` gets the codes
     * applied. Resolves with those codes.
     */
    async applyRates(
      changes: RateChange[],
      alsoInTransaction: (trx: Trx, applied: string[]) => Promise<void>,
    ): Promise<string[]> {
      const applied = await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const applied: string[] = [];
        for (const change of changes) {
          if (await writeRate(trx, null, change, now, true)) applied.push(change.code);
        }
        await alsoInTransaction(trx, applied);
        return applied;
      });
      if (applied.length > 0) {
        await catalogueChanged();
        await pricesChanged(applied);
      }
      return applied;
    },
  };
}

export type CurrencyService = ReturnType<typeof createCurrencyService>;
