/**
 * Branch stock, shared as `app.stock`: the notes each branch holds, reserves and pays out; with
 * the public availability, the day's close and transfers between branches.
 */
import { servicePlugin } from '../../plugins/service.ts';
import { createAvailabilityService } from './availability.service.ts';
import { createDayCloseService, type DayCloseService } from './day-close.service.ts';
import { createStockService, type StockService } from './stock.service.ts';
import { createTransferService, type TransferService } from './transfers.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    stock: StockService;
    availability: ReturnType<typeof createAvailabilityService>;
    dayCloses: DayCloseService;
    transfers: TransferService;
  }
}

export default servicePlugin('stock', ['database', 'currencies', 'branches'], (app, config) => {
  const { db, dialect, currencies, branches, clock } = app;
  app.decorate('stock', createStockService({ db, dialect, currencies, branches, clock }));
  app.decorate(
    'availability',
    createAvailabilityService(
      db,
      branches,
      currencies,
      { maxOrderGbp: config.ORDER_MAX_GBP },
      clock,
    ),
  );
  app.decorate('dayCloses', createDayCloseService(db, branches, clock));
  app.decorate('transfers', createTransferService(db, branches, clock));
});
