import type { CustomerOrder } from '#shared/schemas/order.ts';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';

/** Asks before the order is cancelled; the safe choice, keeping it, has the focus. */
export function CancelOrderDialog({
  order,
  branchName,
  open,
  busy,
  onConfirm,
  onClose,
}: {
  order: CustomerOrder;
  branchName: string;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const where = order.status === 'buy' ? 'to collect from' : 'to bring to';
  return (
    <ModalDialog
      open={open}
      title="Cancel this order?"
      busy={busy}
      onClose={onClose}
      description={
        <>
          <p>
            Order {order.Order_Id}: {order.FxAmount} {where} {branchName}.
          </p>
          <p>
            This cannot be undone. To order again, you would place a new order at that day's rates.
          </p>
        </>
      }
    >
      <button
        type="button"
        onClick={onConfirm}
        disabled={busy}
        className="rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
      >
        {busy ? 'Cancelling…' : 'Yes, cancel my order'}
      </button>
      <button
        type="button"
        data-autofocus
        onClick={onClose}
        disabled={busy}
        className="rounded border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
      >
        Keep my order
      </button>
    </ModalDialog>
  );
}
