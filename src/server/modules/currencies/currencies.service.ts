import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Currency } from '../../../shared/schemas/currency.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { PricedCurrency } from '../../../shared/domain/pricing.ts';
import {
  catalogueVersion,
  findCurrency,
  listCurrencies,
  ratesSince,
} from './currencies.repository.ts';
import type { CurrenciesTable } from './currencies.table.ts';

export interface Catalogue {
  /** The serialized currency list, UTF-8 encoded once, ready to send. */
  body: Buffer;
  etag: string;
}

function toCurrency(row: Selectable<CurrenciesTable>): Currency {
  return {
    value: row.code,
    label: row.label,
    Rate: row.rate,
    Sell: row.sellMargin,
    Buy: row.buyMargin,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** How long the cached list is served before its version is checked again. */
const REVALIDATE_AFTER_MS = 1000;

export function createCurrencyService(db: Db) {
  // The list is read on every page view. It is rebuilt only when its version moves, and the
  // version (one cheap aggregate, so it stays right with several servers on one database) is
  // checked at most once a second: another server's change shows within that second.
  let cached: (Catalogue & { version: string; checkedAt: number }) | undefined;

  return {
    async catalogue(): Promise<Catalogue> {
      const now = Date.now();
      if (cached && now - cached.checkedAt < REVALIDATE_AFTER_MS) return cached;
      const version = await catalogueVersion(db);
      if (cached?.version === version) {
        cached.checkedAt = now;
        return cached;
      }
      const body = Buffer.from(JSON.stringify((await listCurrencies(db)).map(toCurrency)));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      cached = { version, body, etag, checkedAt: now };
      return cached;
    },

    async get(code: string): Promise<Currency> {
      const row = await findCurrency(db, code);
      if (!row) throw new AppError('NOT_FOUND', `We don't offer the currency ${code}`);
      return toCurrency(row);
    },

    /**
     * Every price this currency had at some moment since `since`, newest first: a quote made
     * from any of them is honoured (DESIGN section 6). Empty when the currency is not offered.
     */
    async pricesSince(code: string, since: Date): Promise<PricedCurrency[]> {
      const current = await findCurrency(db, code);
      if (!current) return [];
      const history = await ratesSince(db, code, since);
      return [current, ...history].map((row) => ({
        value: code,
        Rate: row.rate,
        Sell: row.sellMargin,
        Buy: row.buyMargin,
      }));
    },
  };
}

export type CurrencyService = ReturnType<typeof createCurrencyService>;
