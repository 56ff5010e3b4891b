/**
 * The due-diligence review queue: orders held because their customer's linked orders of 90 days
 * reach the threshold (shared/domain/due-diligence.ts), and an Admin's decision on each.
 */
import { z } from 'zod';
import { controlCharacters, MULTI_LINE } from './typed-text.ts';
import { OrderStatusSchema, StaffOrderViewSchema } from './order.ts';

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

export const REVIEW_DECISIONS = ['clear', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REVIEW_NOTE_MAX_LENGTH = 500;

/** `POST /api/reviews/:id`: clear the order (it may then go on) or reject it (it is deleted). */
export const ReviewDecisionBodySchema = z.object({
  decision: z.enum(REVIEW_DECISIONS, 'Choose clear or reject'),
  note: z
    .string('Write a note')
    .trim()
    .min(3, 'Write a note of at least 3 characters')
    .max(REVIEW_NOTE_MAX_LENGTH, `Keep the note to ${REVIEW_NOTE_MAX_LENGTH} characters`)
    .regex(MULTI_LINE, controlCharacters('note', true)),
});
export type ReviewDecisionBody = z.infer<typeof ReviewDecisionBodySchema>;
