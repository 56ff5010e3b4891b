export { customerOrderRoutes } from './customer-links/customer-orders.routes.ts';
export { createOrderJobs } from './jobs/order-jobs.ts';
export { deleteExpiredKeys } from './placing/idempotency.ts';
export { default as orderService } from './orders.plugin.ts';
export { reviewRoutes } from './reviews/reviews.routes.ts';
export { orderRoutes } from './staff/orders.routes.ts';
export { suspicionRoutes } from './suspicions/suspicions.routes.ts';
export { todayRoutes } from './today/today.routes.ts';
