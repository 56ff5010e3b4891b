/** Orders, shared as `app.orders`: placed by customers, moved on by staff. */
import { servicePlugin } from '../../plugins/service.ts';
import { createOrderService, type OrderService } from './orders.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
  }
}

export default servicePlugin(
  'orders',
  ['database', 'metrics', 'currencies', 'quotes', 'branches', 'business'],
  (app, config) =>
    app.decorate(
      'orders',
      createOrderService(
        app.db,
        {
          currencies: app.currencies,
          quotes: app.quotes,
          branches: app.branches,
          business: app.business,
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
      ),
    ),
);
