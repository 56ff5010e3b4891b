/**
 * Moving and checking stock: transfers between branches and each branch's end of day. Notes are
 * keyed by face value in major units ("50" for €50), values are in major units of the currency.
 */
import { z } from 'zod';
import { hasAmountPrecision } from '../domain/pricing.ts';
import { CurrencyCodeSchema } from './currency.ts';
import { FaceValueKeySchema, NoteCountLineSchema, NoteCountSchema } from './stock.ts';

const BranchKeySchema = z.string().min(1).max(50);
const DateSchema = z.iso.date('Use YYYY-MM-DD');

export const TRANSFER_STATUSES = ['requested', 'sent', 'received', 'cancelled'] as const;
export const TransferStatusSchema = z.enum(TRANSFER_STATUSES);

/** `POST /api/transfers`: the notes one branch asks another to send, and the day it expects them. */
export const NewTransferBodySchema = z
  .object({
    from: BranchKeySchema,
    to: BranchKeySchema,
    currency: CurrencyCodeSchema,
    notes: z
      .record(FaceValueKeySchema, NoteCountSchema)
      .refine((notes) => Object.values(notes).some((count) => count > 0), 'Give at least one note'),
    expectedDate: DateSchema,
  })
  .refine((body) => body.from !== body.to, {
    message: 'A transfer goes to another branch',
    path: ['to'],
  });
export type NewTransferBody = z.infer<typeof NewTransferBodySchema>;

export const TransferParamsSchema = z.object({ id: z.uuid() });
export const TransferListQuerySchema = z.object({ status: TransferStatusSchema.optional() });

/** Notes on their way from one branch to another. */
export const TransferSchema = z
  .object({
    id: z.uuid(),
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    status: TransferStatusSchema,
    /** Largest note first, face values in major units. */
    notes: z.array(NoteCountLineSchema),
    /** What the notes add up to, major units of the currency. */
    value: z.number(),
    /** YYYY-MM-DD (UK): the day the receiver expects the notes; availability counts them from it. */
    expectedDate: z.string(),
    requestedBy: z.string(),
    requestedAt: z.string(),
    sentAt: z.string().nullable(),
    receivedAt: z.string().nullable(),
  })
  .meta({ id: 'Transfer' });
export type Transfer = z.infer<typeof TransferSchema>;
export const TransferListSchema = z.array(TransferSchema);

export const DayCloseParamsSchema = z.object({ branchKey: BranchKeySchema, date: DateSchema });

/**
 * `POST /api/day-close/:branchKey/:date`: the notes counted, per currency and face value. A
 * currency left out is not counted that day; within a counted currency, a note left out counts 0.
 */
/** Pounds and pence in a till (major units). */
const TillGbpSchema = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine(hasAmountPrecision, 'The amount is in pounds and pence');

export const DayCloseBodySchema = z
  .object({
    counts: z.record(CurrencyCodeSchema, z.record(FaceValueKeySchema, NoteCountSchema)),
    /** The GBP counted in the till, against the day's opening float; left out: not counted. */
    gbp: TillGbpSchema.optional(),
  })
  .refine((body) => Object.keys(body.counts).length > 0 || body.gbp !== undefined, {
    message: 'Count at least one currency',
    path: ['counts'],
  });
export type DayCloseBody = z.infer<typeof DayCloseBodySchema>;

/** `PUT /api/day-close/:branchKey/:date/float`: the GBP the till opens the day with. */
export const OpeningFloatBodySchema = z.object({ amount: TillGbpSchema });
export type OpeningFloatBody = z.infer<typeof OpeningFloatBodySchema>;

/**
 * The GBP till of a day: the opening float and, from it, what the till should hold at the end
 * (float + GBP in − GBP out, as the report counts them); once closed, the count and variance.
 */
export const GbpTillSchema = z
  .object({
    /** Null until entered. */
    float: z.number().nullable(),
    floatSetBy: z.string().nullable(),
    floatSetAt: z.string().nullable(),
    /** Null without a float. */
    expected: z.number().nullable(),
    /** Null until the day is closed with the GBP counted. */
    counted: z.number().nullable(),
    variance: z.number().nullable(),
  })
  .meta({ id: 'GbpTill' });
export type GbpTill = z.infer<typeof GbpTillSchema>;

/** One currency's notes a branch should hold, by the ledger. */
export const ExpectedCurrencySchema = z.object({
  currency: z.string(),
  /** Every note of the series, largest first (count 0 included). */
  notes: z.array(NoteCountLineSchema),
  value: z.number(),
});
export type ExpectedCurrency = z.infer<typeof ExpectedCurrencySchema>;

/** One currency's day at a branch. */
export const DayCurrencySchema = z.object({
  currency: z.string(),
  /** Notes that came in (purchases, transfers received, deliveries, counts above the ledger). */
  notesIn: z.array(NoteCountLineSchema),
  /** Notes that went out (payouts, transfers sent, damaged, counts below the ledger). */
  notesOut: z.array(NoteCountLineSchema),
  in: z.number(),
  out: z.number(),
  /** What the ledger expected on hand at the end of the day (at the close once closed). */
  expected: z.number(),
  /** Null until the day is closed with this currency counted. */
  counted: z.number().nullable(),
  /** Counted less expected; null until counted. */
  variance: z.number().nullable(),
  /** Per note, once counted: largest first. */
  counts: z.array(
    z.object({
      denomination: z.number(),
      expected: z.number().int(),
      counted: z.number().int(),
      variance: z.number().int(),
    }),
  ),
});
export type DayCurrency = z.infer<typeof DayCurrencySchema>;

/** A branch's day: what it did and, once closed, what its tills held. */
export const DayReportSchema = z
  .object({
    branch: z.string(),
    date: z.string(),
    closed: z.boolean(),
    closedBy: z.string().nullable(),
    closedAt: z.string().nullable(),
    /** Orders completed at the branch that day (UK). */
    ordersCompleted: z.number().int(),
    /** GBP taken for Click & Collect orders completed that day. */
    gbpIn: z.number(),
    /** GBP paid out: Click & Sell orders completed that day, and the change given back on Click & Collect. */
    gbpOut: z.number(),
    gbpTill: GbpTillSchema,
    currencies: z.array(DayCurrencySchema),
  })
  .meta({ id: 'DayReport' });
export type DayReport = z.infer<typeof DayReportSchema>;

/** `GET /api/day-close/:branchKey/:date`: what to count against, and the day so far. */
export const DayCloseSchema = z
  .object({
    /** Per tracked currency: the notes the ledger expects on hand at the end of the day. */
    expected: z.array(ExpectedCurrencySchema),
    report: DayReportSchema,
  })
  .meta({ id: 'DayClose' });
export type DayClose = z.infer<typeof DayCloseSchema>;
