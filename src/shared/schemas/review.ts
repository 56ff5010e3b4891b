/**
 * The due-diligence review queue: orders held because their customer's linked orders of 90 days
 * reach the threshold (shared/domain/due-diligence.ts), and an Admin's decision on each.
 */
import { z } from 'zod';
import { controlCharacters, MULTI_LINE, SINGLE_LINE } from './typed-text.ts';
import { HOLD_REASONS, OrderStatusSchema, StaffOrderViewSchema } from './order.ts';

/** One of the customer's other orders that the review weighs. */
export const LinkedOrderSchema = z
  .object({
    _id: z.string(),
    Order_Id: z.string(),
    /** GBP paid (Collect) or received (Sell). */
    TotalMoney: z.number(),
    time: z.string(),
    Status: OrderStatusSchema,
    addressKey: z.string(),
  })
  .meta({ id: 'LinkedOrder' });
export type LinkedOrder = z.infer<typeof LinkedOrderSchema>;

/** A held order with the customer's other orders since 90 days before it: why it waits. */
export const HeldOrderSchema = StaffOrderViewSchema.extend({
  linkedOrders: z.array(LinkedOrderSchema),
}).meta({ id: 'HeldOrder' });
export type HeldOrder = z.infer<typeof HeldOrderSchema>;

export const REVIEW_DECISIONS = ['clear', 'reject', 'report', 'close-report'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REVIEW_NOTE_MAX_LENGTH = 500;

/** Whom the MLRO reported a sanctions match to: the NCA (a SAR) or OFSI. */
export const REPORTED_TO = ['NCA', 'OFSI'] as const;
export type ReportedTo = (typeof REPORTED_TO)[number];

/** The note every decision carries: what was seen or checked. */
export const ReviewNoteSchema = z
  .string('Write a note')
  .trim()
  .min(3, 'Write a note of at least 3 characters')
  .max(REVIEW_NOTE_MAX_LENGTH, `Keep the note to ${REVIEW_NOTE_MAX_LENGTH} characters`)
  .regex(MULTI_LINE, controlCharacters('note', true));

/** The reference an authority gave a report (the NCA's SAR reference, OFSI's case number). */
export const ReportReferenceSchema = z
  .string('Enter the reference of the report')
  .trim()
  .min(1, 'Enter the reference of the report')
  .max(100, 'Keep the reference to 100 characters')
  .regex(SINGLE_LINE, controlCharacters('reference'));

/** The day a report was made. */
export const ReportedOnSchema = z.iso.date('Enter the day of the report as YYYY-MM-DD');

/**
 * `POST /api/reviews/:id`. `clear`: the hold ends and the order may go on (`hold` names which
 * when both are open; without it the due-diligence hold is cleared first). `reject`: the order
 * held for due diligence is deleted. Only the MLRO decides a sanctions hold: `clear` it (a false
 * positive), `report` it (to the NCA or OFSI, the order frozen), `close-report` (it goes on).
 */
export const ReviewDecisionBodySchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('clear'),
      note: ReviewNoteSchema,
      hold: z.enum(HOLD_REASONS, 'Choose due-diligence or sanctions').optional(),
    }),
    z.object({ decision: z.literal('reject'), note: ReviewNoteSchema }),
    z.object({
      decision: z.literal('report'),
      note: ReviewNoteSchema,
      reportedTo: z.enum(REPORTED_TO, 'Choose NCA or OFSI'),
      reference: ReportReferenceSchema,
      reportedOn: ReportedOnSchema,
    }),
    z.object({ decision: z.literal('close-report'), note: ReviewNoteSchema }),
  ],
  { error: 'Choose clear, reject, report or close-report' },
);
export type ReviewDecisionBody = z.infer<typeof ReviewDecisionBodySchema>;
