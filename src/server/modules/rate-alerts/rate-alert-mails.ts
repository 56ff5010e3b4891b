/** The e-mails of rate alerts: the confirmation, the limit reached and the alert itself. */
import type { Decimal } from 'decimal.js';
import { formatCollectionDay } from '#shared/domain/collection-note.ts';
import { formatAmount, rateWithDirection, type Quote } from '#shared/domain/pricing.ts';
import { ukDate } from '#shared/domain/uk-time.ts';
import type { BusinessProfile } from '#shared/schemas/business.ts';
import {
  mailFooter,
  renderMail,
  type Block,
  type OutgoingMail,
} from '#server/modules/mail/index.ts';

/** What both rate-alert e-mails say about their alert. */
export interface RateAlertMailFacts {
  to: string;
  code: string;
  /** The currency's name: "Norwegian Krone". */
  label: string;
  /** Units per £1 the customer waits for. */
  target: number;
  /** Stops every alert to the address; also the mail's List-Unsubscribe address. */
  unsubscribeUrl: string;
}

/** Sent when an alert is asked for: nothing more is sent unless its link is followed. */
export function rateAlertConfirmationMail(
  alert: RateAlertMailFacts,
  { today, endsAt, confirmUrl }: { today: Decimal; endsAt: Date; confirmUrl: string },
  business: BusinessProfile,
): OutgoingMail {
  const { code, label } = alert;
  return renderMail({
    to: alert.to,
    subject: `Confirm your rate alert for ${label}`,
    title: 'Confirm your rate alert',
    blocks: [
      {
        kind: 'paragraph',
        text: `You asked ${business.tradingName} to e-mail you when our Click & Collect rate for ${label} reaches ${rateWithDirection(alert.target, code)}. Today it is ${rateWithDirection(today, code)}.`,
      },
      {
        kind: 'paragraph',
        text: 'Please confirm the alert: until you do, we send you nothing more about it.',
      },
      { kind: 'link', text: 'Confirm my rate alert', href: confirmUrl },
      {
        kind: 'paragraph',
        text: `Once confirmed, we e-mail you once, when our rate reaches yours. The alert then ends, or on ${formatCollectionDay(ukDate(endsAt))} if the rate has not reached yours by then.`,
      },
      {
        kind: 'paragraph',
        text: 'If you did not ask for this alert, please ignore this email: the alert is never switched on.',
      },
      ...unsubscribeBlocks(alert),
    ],
    footer: mailFooter(business),
    unsubscribeUrl: alert.unsubscribeUrl,
  });
}

/**
 * The answer to an alert asked for when the address already has the most alerts waiting: the
 * form said an e-mail was on its way, so one goes, telling why nothing was added.
 */
export function rateAlertLimitMail(
  { to, code, label, target }: Omit<RateAlertMailFacts, 'unsubscribeUrl'>,
  waiting: number,
  business: BusinessProfile,
): OutgoingMail {
  return renderMail({
    to,
    subject: `Your rate alert for ${label} was not added`,
    title: 'Your rate alert was not added',
    blocks: [
      {
        kind: 'paragraph',
        text: `You asked ${business.tradingName} to e-mail you when our Click & Collect rate for ${label} reaches ${rateWithDirection(target, code)}, but this address already has ${waiting} rate alerts waiting, the most we keep for one address.`,
      },
      {
        kind: 'paragraph',
        text: 'An alert ends when its e-mail is sent, after 90 days, or when you unsubscribe with the link in any of our rate-alert e-mails. Then you can set up a new one on our website.',
      },
      {
        kind: 'paragraph',
        text: 'If you did not ask for this alert, please ignore this email: nothing has changed.',
      },
    ],
    footer: mailFooter(business),
  });
}

/** Sent once, when our Click & Collect rate has reached the alert's target; the alert ends. */
export function rateAlertMail(
  alert: RateAlertMailFacts,
  { rate, sample, orderUrl }: { rate: Decimal; sample: Quote; orderUrl: string },
  business: BusinessProfile,
): OutgoingMail {
  const { code, label } = alert;
  return renderMail({
    to: alert.to,
    subject: `${label} has reached your rate: ${rateWithDirection(rate, code)}`,
    title: `Our ${label} rate has reached yours`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Our Click & Collect rate for ${label} is now ${rateWithDirection(rate, code)}, at or above the ${rateWithDirection(alert.target, code)} you asked us to watch for.`,
      },
      {
        kind: 'paragraph',
        text: `At this rate £${formatAmount(sample.give.amount)} buys ${formatAmount(sample.take.amount)} ${code}. Rates move during the day: you get the rate shown when you add the currency to your basket.`,
      },
      { kind: 'link', text: `Order ${code} now`, href: orderUrl },
      {
        kind: 'paragraph',
        text: 'This was the one email of this alert, which has now ended. You can set up a new alert on our website at any time.',
      },
      ...unsubscribeBlocks(alert),
    ],
    footer: mailFooter(business),
    unsubscribeUrl: alert.unsubscribeUrl,
  });
}

/** The visible unsubscribe link every rate-alert e-mail carries, beside its header. */
function unsubscribeBlocks(alert: RateAlertMailFacts): Block[] {
  return [
    {
      kind: 'link',
      text: 'Unsubscribe from all rate alerts to this address',
      href: alert.unsubscribeUrl,
    },
  ];
}
