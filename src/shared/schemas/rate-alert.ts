import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { RATE_DECIMALS } from '../domain/pricing.ts';
import { CurrencyCodeSchema } from './currency.ts';

/** Days an alert waits, from when it was asked for: then it ends, sent or not. */
export const RATE_ALERT_DAYS = 90;

/** Days an alert is kept once it has ended (sent, unsubscribed, expired): then it is deleted. */
export const RATE_ALERT_KEPT_DAYS = 30;

/** Alerts one address may have waiting (pending or active); more are not stored. */
export const RATE_ALERT_MAX_WAITING = 10;

/** The page that signs up for alerts and shows where their links end. */
export const RATE_ALERTS_PAGE = '/rateAlerts';

/** What the alert e-mail's order link quotes, in GBP: the page opens ready to add it. */
export const RATE_ALERT_SAMPLE_GBP = 500;

export const RATE_ALERT_MESSAGES = {
  email: 'Enter a valid email',
  target: 'Enter the rate you want to wait for, for example 1.1500',
  targetPrecision: `Give the rate with at most ${RATE_DECIMALS} decimal places`,
  // The same answer whether or not the address has alerts already.
  created: 'Check your inbox: we have e-mailed you a link to confirm your alert.',
  tooMany:
    'You have asked for several alerts already. Please check your inbox, or try again in an hour.',
} as const;

// A number, or the text of one: the form's input gives text.
const TargetSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number(RATE_ALERT_MESSAGES.target)
    .positive(RATE_ALERT_MESSAGES.target)
    .max(1e9, RATE_ALERT_MESSAGES.target)
    .refine(
      (target) => new Decimal(target).decimalPlaces() <= RATE_DECIMALS,
      RATE_ALERT_MESSAGES.targetPrecision,
    ),
);

/**
 * `POST /api/rate-alerts`: e-mail me once when the Click & Collect rate of `currency` reaches
 * `target` (units per £1). The address is kept in lower case.
 */
export const RateAlertBodySchema = z.object({
  email: z
    .string(RATE_ALERT_MESSAGES.email)
    .trim()
    .max(254, RATE_ALERT_MESSAGES.email)
    .pipe(z.email(RATE_ALERT_MESSAGES.email))
    .transform((email) => email.toLowerCase()),
  currency: CurrencyCodeSchema,
  target: TargetSchema,
});
export type RateAlertBody = z.input<typeof RateAlertBodySchema>;

export const RateAlertReceiptSchema = z
  .object({ message: z.string() })
  .meta({ id: 'RateAlertReceipt' });
export type RateAlertReceipt = z.infer<typeof RateAlertReceiptSchema>;

/** Following an alert e-mail's link ends on the alerts page with `?alert=<outcome>`. */
export const RATE_ALERT_PARAM = 'alert';

export const RATE_ALERT_OUTCOMES = {
  confirmed:
    "Your rate alert is on. We'll e-mail you once, as soon as our Click & Collect rate reaches your rate.",
  invalid:
    'This link is not valid any more: the alert may have ended already. You can set up a new alert below.',
  expired:
    'This alert has ended: it was not confirmed within its 90 days. You can set up a new alert below.',
  unsubscribed:
    "You are unsubscribed: we won't send rate alerts to this address any more. You can set up a new alert below at any time.",
  throttled: 'Too many attempts. Please wait a few minutes and try again.',
} as const;
export type RateAlertOutcome = keyof typeof RATE_ALERT_OUTCOMES;

/** One-click unsubscribe's answer (RFC 8058: the mail client posts, nobody reads a page). */
export const RateAlertUnsubscribedSchema = z.object({ outcome: z.literal('unsubscribed') });
