import type { Way } from '#shared/domain/pricing.ts';

/** A price the server issued: valid until `expiresAt`, for one order, unless withdrawn. */
export interface QuotesTable {
  id: string;
  currencyCode: string;
  way: Way;
  giveCurrency: string;
  giveMinor: number;
  takeCurrency: string;
  takeMinor: number;
  /** The effective rate, 4 decimals. */
  rate: number;
  /** The currency's market rate when quoted: a correction of that rate withdraws the quote. */
  marketRate: number;
  createdAt: Date;
  expiresAt: Date;
  /** The order that used the quote. */
  orderId: string | null;
  withdrawnAt: Date | null;
}
