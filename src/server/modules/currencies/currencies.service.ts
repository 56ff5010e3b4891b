import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Currency } from '../../../shared/schemas/currency.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { catalogueVersion, findCurrency, listCurrencies } from './currencies.repository.ts';
import type { CurrenciesTable } from './currencies.table.ts';

export interface Catalogue {
  /** The serialized currency list, ready to send. */
  body: string;
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

export function createCurrencyService(db: Db) {
  // The list is read on every page view; it is rebuilt only when its version moves, which a
  // single cheap aggregate tells (and so stays right with several servers on one database).
  let cached: (Catalogue & { version: string }) | undefined;

  return {
    async catalogue(): Promise<Catalogue> {
      const version = await catalogueVersion(db);
      if (cached?.version !== version) {
        const body = JSON.stringify((await listCurrencies(db)).map(toCurrency));
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        cached = { version, body, etag };
      }
      return cached;
    },

    async get(code: string): Promise<Currency> {
      const row = await findCurrency(db, code);
      if (!row) throw new AppError('NOT_FOUND', `We don't offer the currency ${code}`);
      return toCurrency(row);
    },
  };
}

export type CurrencyService = ReturnType<typeof createCurrencyService>;
