export { customerOrderRoutes } from './customer-links/customer-orders.routes.ts';
export { orderJobs } from './jobs/order-jobs.ts';
export { default as orderService } from './orders.plugin.ts';
export { reviewRoutes } from './reviews/reviews.routes.ts';
export { orderRoutes } from './staff/orders.routes.ts';
export { todayRoutes } from './today/today.routes.ts';
