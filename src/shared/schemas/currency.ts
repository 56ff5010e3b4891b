import { z } from 'zod';
import { controlCharacters, SINGLE_LINE } from './typed-text.ts';

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

/** Messages of the staff's currency calls, in the spec's words where it has them. */
export const CURRENCY_MESSAGES = {
  wrongCurrency: 'Wrong currency tried',
  alreadyAdded: 'Already added',
  baseCurrency: 'GBP is the base currency: every rate is per 1 GBP',
  codeIsFixed: "A currency's code cannot be changed: add the new code as a new currency",
  marginRange: 'A margin is a percentage from -50 to 50',
  ratePositive: 'The rate must be above zero',
  labelRequired: 'Give the currency a name',
  correctionFlag: 'A correction is true or false',
} as const;

// A number, or the text of one: HTML number inputs give text, and a client written for the spec
// may send it as it is.
const numberInput = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    schema,
  );

const MarginSchema = numberInput(
  z
    .number(CURRENCY_MESSAGES.marginRange)
    .min(-50, CURRENCY_MESSAGES.marginRange)
    .max(50, CURRENCY_MESSAGES.marginRange),
);
const RateSchema = numberInput(
  z.number(CURRENCY_MESSAGES.ratePositive).positive(CURRENCY_MESSAGES.ratePositive),
);
const LabelSchema = z
  .string()
  .trim()
  .min(1, CURRENCY_MESSAGES.labelRequired)
  .max(80)
  .regex(SINGLE_LINE, controlCharacters('label'));

/** `POST /AddCurrency`: `value` is the code; `Rate` per 1 GBP; `Sell` and `Buy` in percent. */
export const AddCurrencyBodySchema = z.object({
  label: LabelSchema,
  value: CurrencyCodeSchema,
  Sell: MarginSchema,
  Buy: MarginSchema,
  Rate: RateSchema,
});
export type AddCurrencyBody = z.infer<typeof AddCurrencyBodySchema>;

/** `PUT /updateCurrency/{value}`: `value` must stay the code in the path. */
export const UpdateCurrencyBodySchema = z.object({
  label: LabelSchema,
  value: CurrencyCodeSchema,
  Sell: MarginSchema,
  Buy: MarginSchema,
});
export type UpdateCurrencyBody = z.infer<typeof UpdateCurrencyBodySchema>;

/**
 * `PUT /UpdateCurrencyPrice/{value}`. With `correction: true` the change puts right a mistyped
 * rate: quotes made at the rate it replaces are no longer honoured.
 */
export const UpdateCurrencyPriceBodySchema = z.object({
  Rate: RateSchema,
  correction: z.boolean(CURRENCY_MESSAGES.correctionFlag).optional(),
});
export type UpdateCurrencyPriceBody = z.infer<typeof UpdateCurrencyPriceBodySchema>;

export const CurrencyValueParamsSchema = z.object({ value: CurrencyCodeSchema });

export const RateCheckParamsSchema = z.object({ code: CurrencyCodeSchema });

/** The provider's rate for a code: units per 1 GBP. */
export const RateCheckSchema = z.object({ rate: z.number() });

/** A refreshed rate that moved too far from the stored one, waiting for staff. */
export const HeldRateSchema = z.object({
  value: z.string(),
  storedRate: z.number(),
  proposedRate: z.number(),
  /** Signed: +40 means the proposed rate is 40% above the stored one. */
  changePercent: z.number(),
  fetchedAt: z.string(),
});
export type HeldRate = z.infer<typeof HeldRateSchema>;

/** A currency the last refresh could not get a rate for. */
export const RateFailureSchema = z.object({
  value: z.string(),
  reason: z.string(),
  message: z.string(),
});
export type RateFailure = z.infer<typeof RateFailureSchema>;

/** Latest-rates mode as staff see it. */
export const LatestRatesStateSchema = z
  .object({
    on: z.boolean(),
    provider: z.string(),
    refreshMinutes: z.number(),
    outlierPercent: z.number(),
    /** When the last refresh finished; null before the first. */
    lastRefreshAt: z.string().nullable(),
    failures: z.array(RateFailureSchema),
    held: z.array(HeldRateSchema),
  })
  .meta({ id: 'LatestRates' });
export type LatestRatesState = z.infer<typeof LatestRatesStateSchema>;

export const LatestRatesSwitchSchema = z.object({ on: z.boolean() });
