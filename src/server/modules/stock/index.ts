export { availabilityRoutes } from './availability.routes.ts';
export { dayCloseRoutes } from './day-close.routes.ts';
export {
  applyMovements,
  claimRows,
  type CurrencyStock,
  denominationsOf,
  type Movement,
  type NoteClaim,
  settleNoteClaims,
  stockFromCounts,
  stockOf,
  type NoteCountRow,
} from './stock-ledger.ts';
export { default as stockService } from './stock.plugin.ts';
export { stockRoutes } from './stock.routes.ts';
export { type StockService } from './stock.service.ts';
export { transfersRoutes } from './transfers.routes.ts';
