/**
 * The check: each active alert whose currency's Click & Collect rate has reached its target, within
 * its 90 days, is claimed by one conditional update (active -> sent) and its one e-mail queued and
 * audited in the same transaction, so servers checking at once send exactly one e-mail per alert.
 * Run after every committed price change and once a day.
 */
import type { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { quote } from '#shared/domain/pricing.ts';
import { alertRate } from '#shared/domain/rate-alert-target.ts';
import type { BusinessProfile } from '#shared/schemas/business.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import { RATE_ALERT_SAMPLE_GBP } from '#shared/schemas/rate-alert.ts';
import type { Database } from '../../db/schema.ts';
import { hashSecretToken, newSecretToken } from '../../secret-token.ts';
import type { BusinessService } from '#server/modules/business/index.ts';
import type { CurrencyService } from '#server/modules/currencies/index.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { rateAlertMail } from './rate-alert-mails.ts';
import { auditAlert } from './rate-alert-audit.ts';
import { claimReachedAlert, listReachedAlerts } from './rate-alerts.repository.ts';
import { unsubscribeUrl } from './rate-alerts.service.ts';
import { systemClock, type Clock } from '#server/clock.ts';

export interface RateAlertCheckDeps {
  db: Kysely<Database>;
  currencies: CurrencyService;
  business: BusinessService;
  /** Where e-mailed links point. */
  site: string;
  /**
   * When an alert's e-mail is queued and audited: the app's clock. A check runs for its `now`
   * (the rates of a moment), which may have passed by the time it sends.
   */
  clock?: Clock;
}

/**
 * Sends the alerts reached at `now` for `codes` (the currencies whose prices changed) or for
 * every currency; resolves with how many this call sent.
 */
export async function checkRateAlerts(
  deps: RateAlertCheckDeps,
  codes: readonly string[] | 'all',
  now: Date,
): Promise<number> {
  const offered = await deps.currencies.list();
  let profile: BusinessProfile | undefined;
  let sent = 0;
  for (const currency of offered) {
    if (codes !== 'all' && !codes.includes(currency.value)) continue;
    const rate = alertRate(currency);
    for (const { id } of await listReachedAlerts(deps.db, currency.value, rate.toNumber(), now)) {
      profile ??= await deps.business.profile();
      if (await sendAlert(deps, id, { currency, rate, profile, now })) sent += 1;
    }
  }
  return sent;
}

/** Claims alert `id` and queues its e-mail; false when another check claimed it first. */
function sendAlert(
  { db, site, clock = systemClock }: RateAlertCheckDeps,
  id: string,
  facts: { currency: Currency; rate: Decimal; profile: BusinessProfile; now: Date },
): Promise<boolean> {
  const { currency, rate, profile, now } = facts;
  const code = currency.value;
  // The confirmation's unsubscribe token was never stored: this e-mail carries a new one.
  const token = newSecretToken(32);
  return db.transaction().execute(async (trx) => {
    const alert = await claimReachedAlert(trx, id, {
      rate: rate.toNumber(),
      now,
      unsubscribeTokenHash: hashSecretToken(token),
    });
    if (!alert) return false;
    const sample = quote(currency, 'Order', RATE_ALERT_SAMPLE_GBP);
    // A rate an alert can reach is above zero, and prices every amount above zero.
    if (!sample) throw new Error(`${code} has no price at its rate`);
    await enqueueMail(
      trx,
      rateAlertMail(
        {
          to: alert.email,
          code,
          label: currency.label,
          target: alert.target,
          unsubscribeUrl: unsubscribeUrl(site, token),
        },
        {
          rate,
          sample,
          orderUrl: `${site}/purchase/${code}/Order?amount=${RATE_ALERT_SAMPLE_GBP}`,
        },
        profile,
      ),
      clock.now(),
    );
    await auditAlert(trx, id, 'send', {
      at: clock.now(),
      before: { status: 'active' },
      after: { status: 'sent', rate: rate.toNumber() },
    });
    return true;
  });
}
