/** A refreshed rate that moved more than RATES_OUTLIER_PERCENT, held until staff decide. */
export interface HeldRatesTable {
  currencyCode: string;
  /** The currency's rate when the proposal was compared with it. */
  storedRate: number;
  proposedRate: number;
  fetchedAt: Date;
}
