import { z } from 'zod';

/** A decimal as exact text, e.g. "1234.56" (amounts, 2 decimals) or "1.1234" (rates, 4). */
const DecimalText = z.string().regex(/^\d+\.\d+$/);

/** One currency of a receipt: what changed hands, at which rate, for how much GBP. */
export const ReceiptLineSchema = z.object({
  /** The foreign currency's code, e.g. "EUR". */
  currency: z.string(),
  /** The foreign amount, 2 decimals. */
  amount: DecimalText,
  /** The rate applied: foreign units per £1, 4 decimals. */
  rate: DecimalText,
  /** The commission charged on this currency in GBP: the bureau charges none. */
  commission: DecimalText,
  /** The GBP paid (Click & Collect) or paid out (Click & Sell) for this currency. */
  gbp: DecimalText,
});
export type ReceiptLine = z.infer<typeof ReceiptLineSchema>;

/**
 * The receipt of a completed order, as the Price Indications (Bureaux de Change) (No. 2)
 * Regulations 1992 require one for each transaction: who, where, when, what and for how much.
 */
export const ReceiptSchema = z
  .object({
    orderId: z.string(),
    orderNumber: z.string(),
    /** `Click & Collect` (the customer bought foreign cash) or `Click & Sell` (sold it back). */
    title: z.string(),
    /** `buy` when the customer bought foreign cash, `sell` when they sold it. */
    status: z.enum(['buy', 'sell']),
    business: z.object({
      tradingName: z.string(),
      legalName: z.string(),
      /** HMRC Money Service Business registration number; '' until set. */
      msbNumber: z.string(),
      postalAddress: z.string(),
    }),
    branch: z.object({ key: z.string(), name: z.string(), address: z.string() }),
    /** When the order was completed, ISO 8601, and the UK date (YYYY-MM-DD) and time (HH:MM). */
    completedAt: z.string(),
    completedDate: z.string(),
    completedTime: z.string(),
    lines: z.array(ReceiptLineSchema),
    /** Commission in GBP over the whole order: none. */
    commission: DecimalText,
    /** The GBP the customer paid (Click & Collect) or received (Click & Sell), 2 decimals. */
    totalGbp: DecimalText,
    /** The identity document checked as the order completed, in words; null when none was. */
    idDocument: z.string().nullable(),
  })
  .meta({ id: 'Receipt' });
export type Receipt = z.infer<typeof ReceiptSchema>;
