import { z } from 'zod';
import { controlCharacters, MULTI_LINE } from './typed-text.ts';
import { NOTE_PREFERENCES } from '../domain/note-plan.ts';
import { hasAmountPrecision } from '../domain/pricing.ts';
import { CurrencyCodeSchema } from './currency.ts';

/** A denomination as the API speaks of it: the note's face value in major units ("50" for €50). */
export const FaceValueKeySchema = z
  .string()
  .regex(/^\d+(\.\d{1,2})?$/, 'A note is its face value, e.g. "50"');
export const NoteCountSchema = z.number().int().min(0).max(1_000_000);

export const NotePreferenceSchema = z.enum(NOTE_PREFERENCES);

/** Notes of one denomination: planned for an order item, received, moved or counted. */
export const NoteCountLineSchema = z.object({ denomination: z.number(), count: z.number().int() });

/** The banknotes a currency is sold in, face values in major units, smallest first. */
export const DenominationsSchema = z
  .object({ currency: z.string(), denominations: z.array(z.number().positive()) })
  .meta({ id: 'Denominations' });
export type Denominations = z.infer<typeof DenominationsSchema>;

export const DenominationsBodySchema = z.object({
  denominations: z
    .array(
      z
        .number()
        .positive()
        .max(10_000_000, 'No note is worth more than 10,000,000')
        .refine(hasAmountPrecision, 'A note is worth a whole number of hundredths'),
    )
    .min(1, 'Give at least one note')
    .max(20)
    .refine((values) => new Set(values).size === values.length, 'Give each note once'),
});

export const STOCK_REASONS = ['counted', 'delivery', 'damaged', 'adjustment'] as const;

/** `PUT /api/stock/:branchKey/:currency`: the counts of some denominations, and why. */
export const StockCountsBodySchema = z.object({
  counts: z.record(FaceValueKeySchema, NoteCountSchema),
  reason: z.enum(STOCK_REASONS),
  note: z.string().trim().max(200).regex(MULTI_LINE, controlCharacters('note', true)).optional(),
});

/** `POST /api/stock/:branchKey/:currency/adjustments`: changes by denomination, and why. */
export const StockAdjustmentBodySchema = z.object({
  changes: z.record(FaceValueKeySchema, z.number().int().min(-1_000_000).max(1_000_000)),
  reason: z.enum(STOCK_REASONS),
  note: z.string().trim().max(200).regex(MULTI_LINE, controlCharacters('note', true)).optional(),
});

/** `PUT /api/stock/:branchKey/:currency/settings`. */
export const StockSettingsBodySchema = z.object({
  tracked: z.boolean(),
  /** Low below this value of the currency (major units); null: no alert. */
  lowBelow: z
    .number()
    .min(0)
    .max(1_000_000_000)
    .refine(hasAmountPrecision, 'Give the value to the hundredth at most')
    .nullable(),
});

export const StockParamsSchema = z.object({
  branchKey: z.string().min(1).max(50),
  currency: CurrencyCodeSchema,
});

/** One currency's notes at one branch. */
export const CurrencyStockSchema = z
  .object({
    branch: z.string(),
    currency: z.string(),
    tracked: z.boolean(),
    lowBelow: z.number().nullable(),
    /** The value available (on hand less reserved) is below `lowBelow`. */
    low: z.boolean(),
    notes: z.array(
      z.object({
        denomination: z.number(),
        onHand: z.number().int(),
        reserved: z.number().int(),
        available: z.number().int(),
      }),
    ),
    /** Values in major units of the currency. */
    onHand: z.number(),
    reserved: z.number(),
    available: z.number(),
  })
  .meta({ id: 'CurrencyStock' });
export type CurrencyStock = z.infer<typeof CurrencyStockSchema>;

export const AvailabilityQuerySchema = z.object({
  currency: CurrencyCodeSchema,
  /** Foreign amount to pay out, major units. */
  amount: z.coerce.number().positive().max(100_000_000),
});

/** Whether a branch can pay out an amount now, or from which day. */
export const BranchAvailabilitySchema = z
  .object({
    branch: z.string(),
    available: z.boolean(),
    /** When not available now: the day (YYYY-MM-DD, UK) a transfer on its way makes it so; null: never. */
    from: z.string().nullable(),
    /** The branch does not count this currency: it is offered on request, and staff confirm. */
    onRequest: z.boolean(),
  })
  .meta({ id: 'BranchAvailability' });
export type BranchAvailability = z.infer<typeof BranchAvailabilitySchema>;
