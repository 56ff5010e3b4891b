/** Rate alerts as a customer makes them: asked for, confirmed from the e-mail, and rates that reach them. */
import { Decimal } from 'decimal.js';
import { RATE_DECIMALS } from '#shared/domain/pricing.ts';
import { alertRate } from '#shared/domain/rate-alert-target.ts';
import type { App } from '../app.ts';
import { currency } from './orders.ts';

/** Today's Click & Collect rate of `code`: what alerts compare their targets with. */
export async function alertRateOf(app: App, code: string): Promise<Decimal> {
  return alertRate(await currency(app, code));
}

/** A target `percent` above today's Click & Collect rate of `code`, 4 decimals. */
export async function targetAbove(app: App, code: string, percent: number): Promise<number> {
  return (await alertRateOf(app, code))
    .times(1 + percent / 100)
    .toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_UP)
    .toNumber();
}

// Each request comes from an address of its own, so the hourly allowance of one never limits another.
let nextAddress = 1;
export const newAddress = () => `198.51.100.${nextAddress++ % 250}`;

export function askForAlert(
  app: App,
  body: { email: string; currency: string; target: number | string },
  remoteAddress = newAddress(),
) {
  return app.inject({ method: 'POST', url: '/api/rate-alerts', payload: body, remoteAddress });
}

/** The links of the newest e-mail about rate alerts queued to `email`, by their path. */
export async function alertMailLinks(app: App, email: string) {
  const mail = await app.db
    .selectFrom('outbox')
    .select(['textBody', 'listUnsubscribeUrl', 'subject'])
    .where('toAddress', '=', email)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  if (!mail) throw new Error(`no e-mail was queued to ${email}`);
  const links = [...mail.textBody.matchAll(/^https?:\/\/\S+$/gm)].map(([link]) => new URL(link));
  const find = (path: string) => links.find((link) => link.pathname.startsWith(path));
  return {
    mail,
    confirm: find('/api/rate-alerts/confirm'),
    unsubscribe: find('/api/rate-alerts/unsubscribe'),
    order: find('/purchase/'),
  };
}

/** A path and query to inject, from a link in an e-mail. */
export const pathOf = (link: URL | undefined) => {
  if (!link) throw new Error('the e-mail has no such link');
  return link.pathname + link.search;
};

/** An alert asked for and confirmed from its e-mail; resolves with its id. */
export async function activeAlert(
  app: App,
  body: { email: string; currency: string; target: number },
): Promise<string> {
  const asked = await askForAlert(app, body);
  if (asked.statusCode !== 201) throw new Error(`no alert: ${asked.body}`);
  const { confirm } = await alertMailLinks(app, body.email);
  const followed = await app.inject(pathOf(confirm));
  if (followed.headers.location !== '/rateAlerts?alert=confirmed') {
    throw new Error(`not confirmed: ${followed.headers.location}`);
  }
  return (await newestAlert(app, body.email)).id;
}

export function newestAlert(app: App, email: string) {
  return app.db
    .selectFrom('rateAlerts')
    .selectAll()
    .where('email', '=', email)
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
}

/**
 * Sets the market rate of `code` in the database alone, as another server's change would look:
 * the alert check of this server is not told, so a test runs it.
 */
export async function setMarketRateQuietly(app: App, code: string, rate: number): Promise<void> {
  await app.db
    .updateTable('currencies')
    .set({ rate, updatedAt: new Date() })
    .where('code', '=', code)
    .execute();
  // Its prices show here as they would within the second (db/reference-version.ts).
  app.referenceVersion.changed();
}

/** A market rate at which the Click & Collect rate of `code` is at least `target`. */
export async function marketRateReaching(app: App, code: string, target: number): Promise<number> {
  const { Sell } = await currency(app, code);
  return new Decimal(target)
    .dividedBy(new Decimal(Sell).dividedBy(100).plus(1))
    .times(1.001)
    .toDecimalPlaces(6, Decimal.ROUND_UP)
    .toNumber();
}
