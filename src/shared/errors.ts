import { z } from 'zod';

/** Every error the API answers with, and the HTTP status it maps to. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * Why a request was refused, where a client must tell refusals apart: stable names beside the
 * status class in `code`. Messages are for people and may be reworded; reasons are not.
 */
export const REASONS = [
  'RATES_CHANGED',
  'QUOTE_UNKNOWN',
  'QUOTE_EXPIRED',
  'QUOTE_USED',
  'QUOTE_WITHDRAWN',
  'QUOTE_MISMATCH',
  'PRICE_CHANGED',
  'NOTES_GONE',
  'DAY_REFUSED',
  'ORDER_LIMIT',
  'LIMIT_90_DAYS',
  'HELD_FOR_REVIEW',
  'HELD_FOR_SANCTIONS',
  'ADDRESS_NOT_VERIFIED',
  'LAST_ADMIN',
] as const;

export type Reason = (typeof REASONS)[number];

/** What each reason means, for the API's documentation. */
export const REASON_MEANINGS: Record<Reason, string> = {
  RATES_CHANGED:
    "An item is no longer priced at the server's rate; each stale item's issue says why",
  QUOTE_UNKNOWN: "The item's quote is not one the server issued",
  QUOTE_EXPIRED: "The item's quote ran out: its price was held for a limited time",
  QUOTE_USED: "The item's quote was used by another order",
  QUOTE_WITHDRAWN: "The item's quote was withdrawn: the rate it was made at has been corrected",
  QUOTE_MISMATCH: 'The item is not what its quote says',
  PRICE_CHANGED: 'The rate changed since the item was priced',
  NOTES_GONE: "The branch cannot make up the order's notes; the message names branches that can",
  DAY_REFUSED: 'The collection day is past, closed or too late for the branch',
  ORDER_LIMIT: 'The order is above the most taken online',
  LIMIT_90_DAYS: "The order would take the customer's orders of 90 days above their limit",
  HELD_FOR_REVIEW: "The order is held for an Admin's review",
  HELD_FOR_SANCTIONS:
    "The order is held for the MLRO's sanctions decision, or frozen while their report is open",
  ADDRESS_NOT_VERIFIED: "The account's e-mail address is not verified",
  LAST_ADMIN: 'The last Admin cannot lose the Admin role',
};

export const ReasonSchema = z.enum(REASONS);

export const ErrorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
  reason: ReasonSchema.optional(),
});

export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    reason: ReasonSchema.optional(),
    issues: z.array(ErrorIssueSchema).optional(),
  }),
});

export type ErrorBody = z.infer<typeof ErrorBodySchema>;
