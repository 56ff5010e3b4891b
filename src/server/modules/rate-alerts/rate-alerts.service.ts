/**
 * Rate alerts as customers ask for them: an alert is stored `pending` with the SHA-256 of two
 * secrets, and one e-mail goes to the address with both links: confirm (only then is the alert
 * `active`) and unsubscribe. Nothing else is sent to an address that has not confirmed.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { alertRate, targetProblem } from '#shared/domain/rate-alert-target.ts';
import {
  RATE_ALERT_DAYS,
  RATE_ALERT_MAX_WAITING,
  type RateAlertOutcome,
} from '#shared/schemas/rate-alert.ts';
import { isOneOf } from '#shared/one-of.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashSecretToken, newSecretToken } from '../../secret-token.ts';
import type { BusinessService } from '#server/modules/business/index.ts';
import type { CurrencyService } from '#server/modules/currencies/index.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { rateAlertConfirmationMail, rateAlertLimitMail } from './rate-alert-mails.ts';
import { auditAlert, CUSTOMER_ACTOR } from './rate-alert-audit.ts';
import {
  activateAlert,
  countOpenAlerts,
  findAlertByConfirmHash,
  findAlertByUnsubscribeHash,
  insertAlert,
  OPEN_STATUSES,
  unsubscribeAddress,
} from './rate-alerts.repository.ts';
import { systemClock, type Clock } from '#server/clock.ts';

export const CONFIRM_PATH = '/api/rate-alerts/confirm';
export const UNSUBSCRIBE_PATH = '/api/rate-alerts/unsubscribe';
const DAY_MS = 86_400_000;

/** The link that stops every alert to the address the alert of `token` went to. */
export const unsubscribeUrl = (site: string, token: string) =>
  `${site}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;

export interface NewRateAlert {
  email: string;
  currency: string;
  target: number;
}

export function createRateAlertService(deps: {
  db: Kysely<Database>;
  currencies: CurrencyService;
  business: BusinessService;
  clock?: Clock;
}) {
  const { db, currencies, business, clock = systemClock } = deps;

  return {
    /**
     * Stores a pending alert and queues its confirmation e-mail, links on `site`. Resolves with
     * false when the address has the most alerts waiting already: nothing is stored and the
     * e-mail says so instead. The caller answers alike either way, so no one learns from the
     * answer what an address has.
     */
    async create(alert: NewRateAlert, site: string): Promise<boolean> {
      const { email, currency: code, target } = alert;
      const currency = (await currencies.list()).find((offered) => offered.value === code);
      if (!currency) {
        const message = `We don't offer the currency ${code}`;
        throw new AppError('BAD_REQUEST', message, [{ path: 'currency', message }]);
      }
      const today = alertRate(currency);
      const problem = targetProblem(target, today, code);
      if (problem)
        throw new AppError('BAD_REQUEST', problem, [{ path: 'target', message: problem }]);

      const profile = await business.profile();
      return db.transaction().execute(async (trx) => {
        if ((await countOpenAlerts(trx, email)) >= RATE_ALERT_MAX_WAITING) {
          const facts = { to: email, code, label: currency.label, target };
          await enqueueMail(
            trx,
            rateAlertLimitMail(facts, RATE_ALERT_MAX_WAITING, profile),
            clock.now(),
          );
          return false;
        }
        const confirmToken = newSecretToken(32);
        const unsubscribeToken = newSecretToken(32);
        const id = randomUUID();
        const createdAt = clock.now();
        const endsAt = new Date(createdAt.getTime() + RATE_ALERT_DAYS * DAY_MS);
        await insertAlert(trx, {
          id,
          email,
          currencyCode: code,
          target,
          status: 'pending',
          confirmTokenHash: hashSecretToken(confirmToken),
          unsubscribeTokenHash: hashSecretToken(unsubscribeToken),
          createdAt,
          confirmedAt: null,
          endsAt,
          endedAt: null,
          sentRate: null,
        });
        const confirmUrl = `${site}${CONFIRM_PATH}?token=${encodeURIComponent(confirmToken)}`;
        await enqueueMail(
          trx,
          rateAlertConfirmationMail(
            {
              to: email,
              code,
              label: currency.label,
              target,
              unsubscribeUrl: unsubscribeUrl(site, unsubscribeToken),
            },
            { today, endsAt, confirmUrl },
            profile,
          ),
          createdAt,
        );
        await auditAlert(trx, id, 'create', {
          at: createdAt,
          actor: CUSTOMER_ACTOR,
          after: { status: 'pending', currency: code, target },
        });
        return true;
      });
    },

    /** Follows a confirmation link: pending -> active while the alert's 90 days last. */
    async confirm(token: string, now: Date): Promise<Exclude<RateAlertOutcome, 'throttled'>> {
      return db.transaction().execute(async (trx) => {
        const alert = await findAlertByConfirmHash(trx, hashSecretToken(token));
        if (!alert) return 'invalid';
        if (alert.status === 'pending' && (await activateAlert(trx, alert.id, now))) {
          await auditAlert(trx, alert.id, 'confirm', {
            at: now,
            actor: CUSTOMER_ACTOR,
            before: { status: 'pending' },
            after: { status: 'active' },
          });
          return 'confirmed';
        }
        const open = isOneOf(OPEN_STATUSES, alert.status);
        if (alert.status === 'expired' || (open && alert.endsAt <= now)) return 'expired';
        // Followed twice: the first made it active.
        return alert.status === 'active' ? 'confirmed' : 'invalid';
      });
    },

    /**
     * Follows an unsubscribe link: every alert still waiting for the address the link went to
     * ends. A link of an alert that has ended already still says unsubscribed.
     */
    async unsubscribe(token: string, now: Date): Promise<'unsubscribed' | 'invalid'> {
      return db.transaction().execute(async (trx) => {
        const alert = await findAlertByUnsubscribeHash(trx, hashSecretToken(token));
        if (!alert) return 'invalid';
        for (const ended of await unsubscribeAddress(trx, alert.email, now)) {
          await auditAlert(trx, ended.id, 'unsubscribe', {
            at: now,
            actor: CUSTOMER_ACTOR,
            before: { status: ended.status },
            after: { status: 'unsubscribed' },
          });
        }
        return 'unsubscribed';
      });
    },
  };
}

export type RateAlertService = ReturnType<typeof createRateAlertService>;
