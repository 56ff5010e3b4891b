/** A member of staff's suspicion about an order, for the MLRO; kept as raised. */
export interface SuspicionsTable {
  id: string;
  orderId: string;
  /** The e-mail of the member of staff who raised it. */
  raisedBy: string;
  raisedAt: Date;
  note: string;
}
