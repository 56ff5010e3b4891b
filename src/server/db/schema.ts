import type { AuditLogTable } from '../modules/audit/audit.table.ts';
import type { EmailVerificationTokensTable } from '../modules/auth/email-verification/email-verification.table.ts';
import type { BoardCurrenciesTable } from '../modules/board/board.table.ts';
import type {
  BankHolidayOpeningsTable,
  BranchClosuresTable,
  BranchesTable,
} from '../modules/branches/branches.table.ts';
import type { BusinessProfileTable } from '../modules/business/business.table.ts';
import type { ContactMessagesTable } from '../modules/contact/contact.table.ts';
import type { CurrenciesTable, RateHistoryTable } from '../modules/currencies/currencies.table.ts';
import type { OutboxTable } from '../modules/mail/mail.table.ts';
import type {
  IdempotencyKeysTable,
  OrderChangesTable,
  OrderCountsTable,
  OrderItemsTable,
  OrderItemNotesTable,
  OrderLinksTable,
  OrderSearchRowsTable,
  OrdersTable,
} from '../modules/orders/orders.table.ts';
import type { SuspicionsTable } from '../modules/orders/suspicions/suspicions.table.ts';
import type {
  BranchCurrenciesTable,
  BranchStockTable,
  DayCloseCountsTable,
  DayClosesTable,
  DenominationsTable,
  OpeningFloatsTable,
  StockMovementsTable,
  StockTransferNotesTable,
  StockTransfersTable,
} from '../modules/stock/stock.table.ts';
import type { QuotesTable } from '../modules/quotes/quotes.table.ts';
import type { JobLeasesTable } from '../jobs/job-leases.table.ts';
import type { RateAlertsTable } from '../modules/rate-alerts/rate-alerts.table.ts';
import type { HeldRatesTable } from '../modules/rates/held-rates.table.ts';
import type {
  SanctionsListImportsTable,
  SanctionsListNamesTable,
} from '../modules/sanctions/sanctions.table.ts';
import type { SessionsTable } from '../modules/sessions/sessions.table.ts';
import type { ReferenceChangesTable } from './reference-version.ts';
import type { SettingsTable } from '../modules/settings/settings.table.ts';
import type {
  UserBranchesTable,
  UserIdentitiesTable,
  UsersTable,
} from '../modules/users/users.table.ts';

/** Every table, in camelCase; `CamelCasePlugin` maps names to the snake_case columns. */
export interface Database {
  currencies: CurrenciesTable;
  rateHistory: RateHistoryTable;
  branches: BranchesTable;
  branchClosures: BranchClosuresTable;
  bankHolidayOpenings: BankHolidayOpeningsTable;
  businessProfile: BusinessProfileTable;
  settings: SettingsTable;
  auditLog: AuditLogTable;
  users: UsersTable;
  userIdentities: UserIdentitiesTable;
  userBranches: UserBranchesTable;
  sessions: SessionsTable;
  emailVerificationTokens: EmailVerificationTokensTable;
  orders: OrdersTable;
  orderItems: OrderItemsTable;
  idempotencyKeys: IdempotencyKeysTable;
  orderLinks: OrderLinksTable;
  orderItemNotes: OrderItemNotesTable;
  orderCounts: OrderCountsTable;
  orderChanges: OrderChangesTable;
  referenceChanges: ReferenceChangesTable;
  orderSearchRows: OrderSearchRowsTable;
  suspicions: SuspicionsTable;
  denominations: DenominationsTable;
  branchCurrencies: BranchCurrenciesTable;
  branchStock: BranchStockTable;
  stockMovements: StockMovementsTable;
  stockTransfers: StockTransfersTable;
  stockTransferNotes: StockTransferNotesTable;
  dayCloses: DayClosesTable;
  dayCloseCounts: DayCloseCountsTable;
  openingFloats: OpeningFloatsTable;
  quotes: QuotesTable;
  jobLeases: JobLeasesTable;
  outbox: OutboxTable;
  heldRates: HeldRatesTable;
  contactMessages: ContactMessagesTable;
  rateAlerts: RateAlertsTable;
  boardCurrencies: BoardCurrenciesTable;
  sanctionsListImports: SanctionsListImportsTable;
  sanctionsListNames: SanctionsListNamesTable;
}
