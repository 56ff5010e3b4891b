/**
 * Placing an order: the basket re-priced on the server, the customer's limits, the notes planned
 * from the branch's stock, and the order stored with its e-mail and Idempotency-Key in one
 * durable commit shared with the orders placed meanwhile.
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MESSAGES, overOnlineLimitMessage } from '#shared/constants.ts';
import { fromMinorUnits } from '#shared/domain/pricing.ts';
import type { CreateOrderBody, OrderView, PlacedOrder } from '#shared/schemas/order.ts';
import { isDeadlock, isUniqueViolation } from '#server/db/errors.ts';
import { timeOrderedId } from '#server/db/time-ordered-id.ts';
import { ClaimsRefused, groupCommit } from '#server/db/group-commit.ts';
import type { Database } from '#server/db/schema.ts';
import { AppError, refusal } from '#server/errors.ts';
import { outboxRow } from '#server/modules/mail/index.ts';
import { settleNoteClaims, type NoteClaim } from '#server/modules/stock/index.ts';
import { issueOrderLink, newOrderLink } from '../customer-links/order-links.ts';
import { orderConfirmationMail } from '../order-mails.ts';
import { toOrderView } from '../order-view.ts';
import { branchMap } from '../staff/order-reads.ts';
import type { OrdersDeps, OrdersOptions } from '../orders.options.ts';
import { UNCHECKED, type OrderRow } from '../orders.repository.ts';
import { screenPlacedOrder } from '../reviews/linked-orders.ts';
import { holdAuditEntry, screenNewOrder } from '../reviews/sanctions-holds.ts';
import { closedSince, collectionFor } from './collection.ts';
import { checkCustomerLimits, customerOf } from './customer-limits.ts';
import {
  claimFor,
  KeyTaken,
  orderPlacedFirst,
  orderPlacedWith,
  placedOrderRecord,
} from './idempotency.ts';
import { readForOrder, storeOrder, type ReadsFor } from './order-store.ts';
import {
  foreignCurrencyOf,
  priceAtCurrentRate,
  priceFromQuote,
  ratesChanged,
  type PricedItem,
  type StaleItem,
} from './order-pricing.ts';
import {
  branchesThatCanSupply,
  currenciesPaidOut,
  notesGone,
  planFromStock,
  reservations,
} from './order-notes.ts';

function newOrderNumber(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, '0');
}

/** The branch's stock cannot plan the basket's notes. */
class NotesUnavailable extends Error {
  constructor() {
    super('The branch cannot pay out these notes');
  }
}

/** The refusal of an item whose price is not, or no longer, the server's. */
const isRatesChanged = (error: unknown) =>
  error instanceof AppError && error.reason === 'RATES_CHANGED';

export function createPlacing(
  db: Kysely<Database>,
  { currencies, quotes, branches, business, sanctions, clock }: OrdersDeps,
  options: OrdersOptions,
) {
  // Orders share durable commits: one flush to disk stores every order placed meanwhile.
  // Orders claim their notes and each group moves the branches' counts once, just before COMMIT.
  const placing = groupCommit<Database, NoteClaim, ReadsFor>(db, options.dialect, {
    onGroup: options.onGroupCommit,
    settle: settleNoteClaims,
    // PostgreSQL's order functions undo their own writes when they fail (order-store.ts).
    savepoints: options.dialect === 'sqlite',
  });

  /**
   * Re-prices every item as at `now` (order-pricing.ts): from its quote, or at the price of the
   * moment. Throws with the customer's message; a 409 names every stale item.
   */
  async function priceBasket(body: CreateOrderBody, now: Date) {
    // Every item must go the order's way before any is priced.
    const items = body.items.map((item) => ({ item, code: foreignCurrencyOf(item, body.way) }));
    const stored = await quotes.find(items.flatMap(({ item }) => item.quoteId ?? []));
    const results = await Promise.all(
      items.map(async ({ item, code }) =>
        item.quoteId === undefined
          ? priceAtCurrentRate(item, body.way, await currencies.get(code), now)
          : priceFromQuote(item, body.way, code, stored.get(item.quoteId), now),
      ),
    );
    const priced: PricedItem[] = [];
    const stale: StaleItem[] = [];
    results.forEach((result, index) =>
      typeof result === 'string' ? stale.push({ index, reason: result }) : priced.push(result),
    );
    if (stale.length > 0) throw ratesChanged(stale);
    const totalGbpMinor = priced.reduce((sum, item) => sum + item.gbpMinor, 0);
    if (fromMinorUnits(totalGbpMinor).greaterThan(options.maxOrderGbp)) {
      throw refusal('UNPROCESSABLE', 'ORDER_LIMIT', overOnlineLimitMessage(options.maxOrderGbp));
    }
    return { priced, totalGbpMinor };
  }

  /**
   * The order an earlier attempt placed with this Idempotency-Key and body, if any, with a new
   * link to its page: the stored answer keeps no token.
   */
  async function placedWith(
    idempotencyKey: string,
    body: CreateOrderBody,
  ): Promise<PlacedOrder | undefined> {
    const earlier = await orderPlacedWith(db, claimFor(idempotencyKey, body));
    return earlier && withLink(earlier);
  }

  async function withLink(view: OrderView): Promise<PlacedOrder> {
    const customerUrl = await issueOrderLink(
      db,
      { id: view._id, orderNumber: view.Order_Id },
      clock.now(),
    );
    return { ...view, customerUrl };
  }

  /**
   * Places an order: re-priced, stored with its items, its notes (planned from the branch's
   * stock and reserved there), its confirmation e-mail and its Idempotency-Key in one
   * transaction. Of attempts with one key, the first places the order and the others get its
   * answer. A branch that cannot pay out the notes answers 409 naming the branches that can.
   */
  async function place(
    body: CreateOrderBody,
    { idempotencyKey, site }: { idempotencyKey?: string | undefined; site: string },
  ): Promise<PlacedOrder> {
    const claim = idempotencyKey === undefined ? undefined : claimFor(idempotencyKey, body);
    const byKey = await branchMap(branches);
    const branch = byKey.get(body.addressKey);
    if (!branch) throw new AppError('BAD_REQUEST', MESSAGES.noCollectionPoint);
    let basket: Awaited<ReturnType<typeof priceBasket>>;
    try {
      basket = await priceBasket(body, clock.now());
    } catch (error) {
      // A retry racing its first attempt finds the basket's quotes used: by that attempt.
      const first = claim && isRatesChanged(error) ? await orderPlacedWith(db, claim) : undefined;
      if (first) return withLink(first);
      throw error;
    }
    const { priced, totalGbpMinor } = basket;
    const preference = body.notePreference ?? 'mixed';
    const profile = await business.profile();
    // From the calendar this server holds; checked again in the order's transaction.
    const collection = await collectionFor(
      branches.calendar,
      branch,
      body.collectionDate,
      clock.now(),
      options.collection,
    );

    // The in-memory index: no query, whatever the list's size.
    const screened = await screenNewOrder(sanctions, body);
    const codes = body.way === 'Sell' ? [] : currenciesPaidOut(priced);

    for (let attempt = 1; ; attempt++) {
      const now = clock.now();
      const order: OrderRow = {
        id: timeOrderedId(),
        orderNumber: newOrderNumber(),
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone,
        ...customerOf(body.email, body.phone),
        branchKey: branch.key,
        way: body.way,
        status: 'Pending',
        totalGbpMinor,
        ...collection,
        reminderSentAt: null,
        holdReminderSentAt: null,
        notePreference: preference,
        highValueNotes: false,
        highValueUnavoidable: false,
        onRequest: false,
        ...UNCHECKED,
        ...screened,
        createdAt: now,
        updatedAt: now,
      };
      // What the order reads first: the group's order before it may read it (order-store.ts).
      const reads: ReadsFor = { order, codes };
      try {
        return await placing.run(
          async (trx, claims) => {
            const read = await readForOrder(
              trx,
              options.dialect,
              reads,
              claims.taken,
              claims.handed,
            );
            if (read.closed) throw closedSince(branch, order.collectionDate, body.collectionDate);
            const linkedGbpMinor = await checkCustomerLimits(
              trx,
              order,
              read.placed,
              options.customerLimits,
            );
            const notes = planFromStock(read.stocks, body.way, priced, preference);
            if (!notes) throw new NotesUnavailable();
            order.highValueNotes = notes.highValue;
            // Only Large asks for them; Mixed and Small plan them when nothing else pays.
            order.highValueUnavoidable = notes.highValue && preference !== 'large';
            order.onRequest = notes.onRequest;
            Object.assign(order, screenPlacedOrder(order, linkedGbpMinor, options));
            const items = priced.map(({ gbpMinor: _gbp, ...item }, position) => {
              const planned = notes.items[position];
              if (!planned) throw new Error(`The notes plan has no item ${position}`);
              return { ...item, ...planned, id: timeOrderedId(), orderId: order.id, position };
            });
            const view = toOrderView(order, items, branch);
            const mailLink = newOrderLink(order, now);
            const answerLink = newOrderLink(order, now);
            const mail = orderConfirmationMail(view, branch, profile, site + mailLink.path);
            const hold =
              order.sanctionsMatch === null
                ? []
                : [
                    holdAuditEntry(order.id, null, order.sanctionsMatch, {
                      actor: null,
                      now,
                      screened: 'placing',
                    }),
                  ];
            const stored = await storeOrder(trx, options.dialect, {
              order,
              items,
              links: [mailLink.row, answerLink.row],
              mail: outboxRow(mail, now),
              key: claim && placedOrderRecord(claim, view, now),
              claim,
              audit: hold,
              held: reservations(order, notes.held),
              now,
              readsAhead: claims.next,
            });
            // Held by the group, which moves the counts of all its orders' notes at once.
            claims.claim(...stored.claims);
            if (stored.readAhead !== undefined) claims.handOn(stored.readAhead);
            return { ...view, customerUrl: answerLink.path };
          },
          { lockOrder: branch.key, ahead: reads },
        );
      } catch (error) {
        if (error instanceof KeyTaken) return withLink(await orderPlacedFirst(db, error));
        // Another server's orders took some of the notes first: plan again from what is left.
        if (error instanceof ClaimsRefused && attempt < 5) continue;
        if (error instanceof NotesUnavailable || error instanceof ClaimsRefused) {
          const others = [...byKey.values()];
          const can = await branchesThatCanSupply(
            db,
            others,
            branch.key,
            body.way,
            priced,
            preference,
          );
          throw notesGone(branch, can);
        }
        // Two orders drew the same 8 digits: draw again. Or PostgreSQL broke a deadlock by
        // undoing this order: one customer's orders at once in two servers' groups, whose
        // customer locks are taken in no one order.
        if (!(isUniqueViolation(error) || isDeadlock(error)) || attempt >= 5) throw error;
      }
    }
  }

  return { placedWith, withLink, place };
}
