import { z } from 'zod';
import { WAYS } from '../domain/pricing.ts';
import { CurrencyCodeSchema } from './currency.ts';
import { AmountSchema } from './order.ts';

/** `POST /api/quotes`: what the customer gives, in GBP for an Order, the foreign currency for a Sell. */
export const QuoteRequestSchema = z.object({
  currency: CurrencyCodeSchema,
  way: z.enum(WAYS),
  amount: AmountSchema,
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

/** A price the server issued and holds until `expiresAt`, for one order. */
export const QuoteSchema = z
  .object({
    id: z.uuid(),
    /** The foreign currency. */
    currency: z.string(),
    way: z.enum(WAYS),
    /** What the customer gives (GBP rounded up to £10 for an Order). */
    give: z.number(),
    /** What the customer receives. */
    take: z.number(),
    /** The effective rate, foreign units per £1, 4 decimals. */
    rate: z.number(),
    expiresAt: z.string(),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof QuoteSchema>;
