import { z } from 'zod';

export const CurrencyCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'A currency code is three letters')
  .transform((code) => code.toUpperCase());

/** A currency as the spec's calls carry it: `Rate` per 1 GBP, `Sell` and `Buy` margins in percent. */
export const CurrencySchema = z
  .object({
    value: z.string(),
    label: z.string(),
    Rate: z.number(),
    Sell: z.number(),
    Buy: z.number(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof CurrencySchema>;

export const CurrencyListSchema = z.array(CurrencySchema);

export const CurrencyParamsSchema = z.object({ currency: CurrencyCodeSchema });
