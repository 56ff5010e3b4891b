import type { SuspicionDecision } from '#shared/schemas/suspicion.ts';

/** A member of staff's suspicion about an order, for the MLRO; kept as raised. */
export interface SuspicionsTable {
  id: string;
  orderId: string;
  /** The e-mail of the member of staff who raised it. */
  raisedBy: string;
  raisedAt: Date;
  note: string;
  /** The MLRO's decision, made once; null while the suspicion waits for it. */
  decision: SuspicionDecision | null;
  /** The e-mail of the MLRO who decided. */
  decidedBy: string | null;
  decidedAt: Date | null;
  decisionNote: string | null;
  /** The NCA's reference of the report, when reported. */
  reference: string | null;
  /** The day of the report (YYYY-MM-DD), when reported. */
  reportedOn: string | null;
}
