/** What the order services are made with: the services they use and the configured rules. */
import type { DialectName } from '#server/db/database.ts';
import type { Clock } from '#server/clock.ts';
import type { BranchService } from '#server/modules/branches/index.ts';
import type { BusinessService } from '#server/modules/business/index.ts';
import type { CurrencyService } from '#server/modules/currencies/index.ts';
import type { QuoteService } from '#server/modules/quotes/index.ts';
import type { SanctionsService } from '#server/modules/sanctions/index.ts';
import type { CollectionOptions } from './placing/collection.ts';
import type { CustomerLimits } from './placing/customer-limits.ts';

export interface OrdersOptions {
  dialect: DialectName;
  /** Told how many orders each durable commit stored together. */
  onGroupCommit?: (size: number) => void;
  /** The largest order, in GBP, taken online. */
  maxOrderGbp: number;
  customerLimits: CustomerLimits;
  collection: CollectionOptions;
  /** GBP from which completing an order needs the customer's ID check; 0: always. */
  idCheckFromGbp: number;
  /** GBP of one customer's linked orders over 90 days at which an order waits for review. */
  cddThresholdGbp: number;
}

/** The services orders depend on. */
export interface OrdersDeps {
  currencies: CurrencyService;
  quotes: QuoteService;
  branches: BranchService;
  business: BusinessService;
  /** Screens customers' names against the sanctions list in force. */
  sanctions: Pick<SanctionsService, 'screen'>;
  clock: Clock;
}
