export interface CurrenciesTable {
  code: string;
  label: string;
  /** Units of this currency per 1 GBP. */
  rate: number;
  /** Margin in percent applied when the bureau sells this currency (way `Order`). */
  sellMargin: number;
  /** Margin in percent applied when the bureau buys this currency back (way `Sell`). */
  buyMargin: number;
  sortOrder: number;
  updatedAt: Date;
}

/** One row per change of Rate, Sell or Buy: the history of the currency's prices. */
export interface RateHistoryTable {
  id: string;
  currencyCode: string;
  rate: number;
  sellMargin: number;
  buyMargin: number;
  recordedAt: Date;
}
