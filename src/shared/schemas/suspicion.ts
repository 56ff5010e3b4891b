/**
 * Suspicions: a member of staff's report to the MLRO that an order looks like money laundering or
 * terrorist financing, with what they saw. Only the MLRO reads them; the customer never learns of
 * one.
 */
import { z } from 'zod';
import { OrderStatusSchema } from './order.ts';
import { ReportReferenceSchema, ReportedOnSchema, ReviewNoteSchema } from './review.ts';
import { controlCharacters, MULTI_LINE } from './typed-text.ts';

export const SUSPICION_NOTE_MAX_LENGTH = 2000;

/** `POST /api/orders/:id/suspicions`: what made the member of staff suspicious. */
export const SuspicionBodySchema = z
  .object({
    note: z
      .string('Write what made you suspicious')
      .trim()
      .min(1, 'Write what made you suspicious')
      .max(
        SUSPICION_NOTE_MAX_LENGTH,
        `Keep the note to ${SUSPICION_NOTE_MAX_LENGTH.toLocaleString('en-GB')} characters`,
      )
      .regex(MULTI_LINE, controlCharacters('note', true)),
  })
  .meta({ id: 'SuspicionBody' });
export type SuspicionBody = z.infer<typeof SuspicionBodySchema>;

/** What the member of staff hears back: the suspicion is with the MLRO. */
export const RaisedSuspicionSchema = z
  .object({ id: z.string(), raisedAt: z.string() })
  .meta({ id: 'RaisedSuspicion' });
export type RaisedSuspicion = z.infer<typeof RaisedSuspicionSchema>;

export const SuspicionIdParamsSchema = z.object({ id: z.uuid('Unknown suspicion') });

/** The MLRO's decision on a suspicion: a report made to the NCA, or none. */
export const SUSPICION_DECISIONS = ['reported', 'not-reported'] as const;
export type SuspicionDecision = (typeof SUSPICION_DECISIONS)[number];

/**
 * `POST /api/suspicions/:id`: the MLRO's decision, made once. `reported`: a suspicious activity
 * report went to the NCA, with its reference and day. `not-reported`: the MLRO saw no grounds.
 * Each with a note of why.
 */
export const SuspicionDecisionBodySchema = z
  .discriminatedUnion(
    'decision',
    [
      z.object({
        decision: z.literal('reported'),
        note: ReviewNoteSchema,
        reference: ReportReferenceSchema,
        reportedOn: ReportedOnSchema,
      }),
      z.object({ decision: z.literal('not-reported'), note: ReviewNoteSchema }),
    ],
    { error: 'Choose reported or not-reported' },
  )
  .meta({ id: 'SuspicionDecisionBody' });
export type SuspicionDecisionBody = z.infer<typeof SuspicionDecisionBodySchema>;

/** A suspicion as the MLRO reads it, with the order it is about. */
export const SuspicionSchema = z
  .object({
    id: z.string(),
    orderId: z.string(),
    /** The order's number, as the customer and staff know it. */
    orderNumber: z.string(),
    branchKey: z.string(),
    /** The branch's name, or its key when the branch is gone. */
    branch: z.string(),
    /** The order's status now. */
    status: OrderStatusSchema,
    /** The e-mail of the member of staff who raised it. */
    raisedBy: z.string(),
    raisedAt: z.string(),
    note: z.string(),
    /** The MLRO's decision; absent while the suspicion waits for one. */
    decided: z
      .object({
        decision: z.enum(SUSPICION_DECISIONS),
        by: z.string(),
        at: z.string(),
        note: z.string(),
        reference: z.string().optional(),
        reportedOn: z.string().optional(),
      })
      .optional(),
  })
  .meta({ id: 'Suspicion' });
export type Suspicion = z.infer<typeof SuspicionSchema>;
