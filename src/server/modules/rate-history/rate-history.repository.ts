import type { Db } from '../../db/database.ts';

/**
 * A currency with the prices it had from `since` to `until`: every rate-history row recorded in
 * that span and the last one before it (the price in force at `since`), oldest first. One query:
 * the currency's columns repeat on each row; its one row has null history columns when there is
 * no such history. Undefined when the currency is not offered.
 */
export async function findCurrencyHistory(db: Db, code: string, since: Date, until: Date) {
  const rows = await db
    .selectFrom('currencies as c')
    .leftJoin('rateHistory as h', (join) =>
      join
        .onRef('h.currencyCode', '=', 'c.code')
        .on('h.recordedAt', '<=', until)
        .on((eb) =>
          eb(
            'h.recordedAt',
            '>=',
            eb.fn.coalesce(
              eb
                .selectFrom('rateHistory as before')
                .select((inner) => inner.fn.max('before.recordedAt').as('recordedAt'))
                .whereRef('before.currencyCode', '=', 'c.code')
                .where('before.recordedAt', '<', since),
              eb.val(since),
            ),
          ),
        ),
    )
    .select([
      'c.code',
      'c.label',
      'c.rate',
      'c.sellMargin',
      'c.buyMargin',
      'h.rate as historyRate',
      'h.sellMargin as historySellMargin',
      'h.buyMargin as historyBuyMargin',
      'h.recordedAt as recordedAt',
    ])
    .where('c.code', '=', code)
    .orderBy('h.recordedAt')
    .execute();
  const [currency] = rows;
  if (!currency) return undefined;
  return {
    code: currency.code,
    label: currency.label,
    current: {
      rate: currency.rate,
      sellMargin: currency.sellMargin,
      buyMargin: currency.buyMargin,
    },
    history: rows.flatMap((row) => {
      const { historyRate: rate, historySellMargin: sellMargin, historyBuyMargin: buyMargin } = row;
      return rate === null || sellMargin === null || buyMargin === null || row.recordedAt === null
        ? []
        : [{ rate, sellMargin, buyMargin, recordedAt: row.recordedAt }];
    }),
  };
}
