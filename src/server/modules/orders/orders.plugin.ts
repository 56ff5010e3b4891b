/**
 * Orders, shared as `app.orders`: placed by customers, moved on by staff; with the services built
 * on them: the reviews (an Admin's, the MLRO's), the sanctions screening of open orders at each
 * new list, a branch's Today, the customer's order links, staff moves of the collection day and
 * the suspicions staff raise with the MLRO.
 */
import { servicePlugin } from '../../plugins/service.ts';
import { createCustomerOrders, type CustomerOrders } from './customer-links/customer-orders.ts';
import { createOrderService, type OrderService } from './orders.service.ts';
import { createReviewService, type ReviewService } from './reviews/reviews.service.ts';
import { rescreenOpenOrders } from './reviews/sanctions-holds.ts';
import { createCollectionDayChange } from './staff/collection-day-change.ts';
import { createSuspicionService, type SuspicionService } from './suspicions/suspicions.service.ts';
import { createTodayService, type TodayService } from './today/today.ts';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
    reviews: ReviewService;
    today: TodayService;
    customerOrders: CustomerOrders;
    moveCollectionDay: ReturnType<typeof createCollectionDayChange>;
    suspicions: SuspicionService;
  }
}

export default servicePlugin(
  'orders',
  ['database', 'metrics', 'currencies', 'quotes', 'branches', 'business', 'sanctions'],
  (app, config) => {
    const orders = createOrderService(
      app.db,
      {
        currencies: app.currencies,
        quotes: app.quotes,
        branches: app.branches,
        business: app.business,
        sanctions: app.sanctions,
        clock: app.clock,
      },
      {
        dialect: app.dialect,
        onGroupCommit: (size) => app.metrics.groupCommitSize.observe(size),
        maxOrderGbp: config.ORDER_MAX_GBP,
        customerLimits: {
          ordersPerEmailPerDay: config.ORDER_RATE_LIMIT_PER_EMAIL,
          maxGbp90Days: config.ORDER_MAX_GBP_90_DAYS,
        },
        collection: {
          readyMinutes: config.ORDER_READY_MINUTES,
          holdDays: config.RESERVATION_HOLD_DAYS,
        },
        idCheckFromGbp: config.ID_CHECK_FROM_GBP,
        cddThresholdGbp: config.CDD_THRESHOLD_GBP,
      },
    );
    app.decorate('orders', orders);
    const { branches, business, clock, sanctions } = app;
    // A new list screens every open order again, once it is in force.
    sanctions.onImported(async (actor) => {
      const held = await rescreenOpenOrders(app.db, sanctions, actor, clock.now());
      if (held.length > 0) app.log.info({ held: held.length }, 'open orders held on the new list');
    });
    app.decorate('reviews', createReviewService(app.db, { orders, branches }, clock));
    app.decorate('today', createTodayService(app.db, branches, clock));
    app.decorate('customerOrders', createCustomerOrders(app.db, { orders, branches }, clock));
    app.decorate('suspicions', createSuspicionService(app.db, { branches, clock }));
    app.decorate(
      'moveCollectionDay',
      createCollectionDayChange(
        app.db,
        { branches, business },
        { readyMinutes: config.ORDER_READY_MINUTES, holdDays: config.RESERVATION_HOLD_DAYS },
        clock,
      ),
    );
  },
);
