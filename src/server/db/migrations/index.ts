import type { Migration } from 'kysely';
import * as catalogue from './2026-11-21-001-catalogue.ts';
import * as accounts from './2026-11-21-002-accounts.ts';
import * as orders from './2026-11-21-003-orders.ts';
import * as heldRates from './2026-11-22-001-held-rates.ts';
import * as contactMessages from './2026-11-22-002-contact-messages.ts';
import * as emailVerification from './2026-11-23-001-email-verification.ts';
import * as rateCorrections from './2026-11-23-002-rate-corrections.ts';
import * as orderLimits from './2026-11-23-003-order-limits.ts';
import * as quotesAndReservations from './2026-11-24-001-quotes-and-reservations.ts';
import * as quoteWithdrawal from './2026-11-24-002-quote-withdrawal.ts';
import * as stock from './2026-11-24-004-stock.ts';
import * as bankHolidays from './2026-11-24-003-bank-holidays.ts';
import * as dayReport from './2026-11-24-007-day-report.ts';
import * as branchOperations from './2026-11-24-008-branch-operations.ts';
import * as orderPulse from './2026-11-25-010-order-pulse.ts';
import * as rateAlertsAndBoards from './2026-11-26-011-rate-alerts-and-boards.ts';
import * as orderLists from './2026-11-27-012-order-lists.ts';
import * as listChangesAndSearch from './2026-11-28-013-list-changes-and-search.ts';
import * as bankHolidaysByRule from './2026-11-28-014-bank-holidays-by-rule.ts';
import * as sanctionsList from './2026-11-28-015-sanctions-list.ts';
import * as mlro from './2026-11-28-016-mlro.ts';
import * as sanctionsHolds from './2026-11-28-017-sanctions-holds.ts';
import * as suspicions from './2026-11-28-018-suspicions.ts';
import * as suspicionDecisions from './2026-11-28-019-suspicion-decisions.ts';
import * as openingFloats from './2026-11-28-020-opening-floats.ts';
import * as referenceChanges from './2026-11-28-021-reference-changes.ts';
import * as orderFunctions from './2026-11-29-022-order-functions.ts';
import * as unavoidableHighValueNotes from './2026-11-29-023-unavoidable-high-value-notes.ts';
import * as orderWriteThenRead from './2026-11-29-024-order-write-then-read.ts';

/** Every migration, in order. Names are date-prefixed and never change once released. */
export const migrations: Record<string, Migration> = {
  '2026-11-21-001-catalogue': catalogue,
  '2026-11-21-002-accounts': accounts,
  '2026-11-21-003-orders': orders,
  '2026-11-22-001-held-rates': heldRates,
  '2026-11-22-002-contact-messages': contactMessages,
  '2026-11-23-001-email-verification': emailVerification,
  '2026-11-23-002-rate-corrections': rateCorrections,
  '2026-11-23-003-order-limits': orderLimits,
  '2026-11-24-001-quotes-and-reservations': quotesAndReservations,
  '2026-11-24-002-quote-withdrawal': quoteWithdrawal,
  '2026-11-24-003-bank-holidays': bankHolidays,
  '2026-11-24-004-stock': stock,
  '2026-11-24-007-day-report': dayReport,
  '2026-11-24-008-branch-operations': branchOperations,
  '2026-11-25-010-order-pulse': orderPulse,
  '2026-11-26-011-rate-alerts-and-boards': rateAlertsAndBoards,
  '2026-11-27-012-order-lists': orderLists,
  '2026-11-28-013-list-changes-and-search': listChangesAndSearch,
  '2026-11-28-014-bank-holidays-by-rule': bankHolidaysByRule,
  '2026-11-28-015-sanctions-list': sanctionsList,
  '2026-11-28-016-mlro': mlro,
  '2026-11-28-017-sanctions-holds': sanctionsHolds,
  '2026-11-28-018-suspicions': suspicions,
  '2026-11-28-019-suspicion-decisions': suspicionDecisions,
  '2026-11-28-020-opening-floats': openingFloats,
  '2026-11-28-021-reference-changes': referenceChanges,
  '2026-11-29-022-order-functions': orderFunctions,
  '2026-11-29-023-unavoidable-high-value-notes': unavoidableHighValueNotes,
  '2026-11-29-024-order-write-then-read': orderWriteThenRead,
};
