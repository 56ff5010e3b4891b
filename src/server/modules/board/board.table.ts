/**
 * The currencies a branch's shop-window board shows, in order. A branch with no rows shows every
 * offered currency in the catalogue's order.
 */
export interface BoardCurrenciesTable {
  branchKey: string;
  currencyCode: string;
  sortOrder: number;
}
