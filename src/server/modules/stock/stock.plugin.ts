/** Branch stock, shared as `app.stock`: the notes each branch holds, reserves and pays out. */
import { servicePlugin } from '../../plugins/service.ts';
import { createStockService, type StockService } from './stock.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    stock: StockService;
  }
}

export default servicePlugin('stock', ['database', 'currencies', 'branches'], (app) =>
  app.decorate(
    'stock',
    createStockService({
      db: app.db,
      dialect: app.dialect,
      currencies: app.currencies,
      branches: app.branches,
      clock: app.clock,
    }),
  ),
);
