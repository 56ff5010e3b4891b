import { DANGER_BUTTON, PRIMARY_BUTTON } from '#web/components/ui/save-or-cancel.tsx';
import { formatAmount } from '#shared/domain/pricing.ts';
import type { Transfer } from '#shared/schemas/stock-operations.ts';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { toast } from '#web/lib/toast.ts';
import { useMoveTransfer, type TransferMove } from '../api/move-transfer.ts';

export interface TransferMoveRequest {
  transfer: Transfer;
  move: TransferMove;
}

type Names = { from: string; to: string };

const WORDS: Record<
  TransferMove,
  { ask: string; what: (names: Names, sent: boolean) => string; confirm: string; done: string }
> = {
  send: {
    ask: 'Send this transfer?',
    what: ({ from }) => `The notes leave ${from}'s stock and are in transit.`,
    confirm: 'Yes, send it!',
    done: 'Sent',
  },
  receive: {
    ask: 'Receive this transfer?',
    what: ({ to }) => `The notes enter ${to}'s stock. Check them against the list first.`,
    confirm: 'Yes, receive it!',
    done: 'Received',
  },
  cancel: {
    ask: 'Cancel this transfer?',
    what: ({ from }, sent) =>
      sent ? `The notes go back into ${from}'s stock.` : 'Nothing has moved; nothing will.',
    confirm: 'Yes, cancel it!',
    done: 'Cancelled',
  },
};

const secondary =
  'rounded border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60';

/** Asks before a transfer is sent, received or cancelled; the server's refusal is a toast. */
export function TransferMoveDialog({
  request,
  nameOf,
  onClose,
}: {
  request: TransferMoveRequest | null;
  nameOf: (branchKey: string) => string;
  onClose: () => void;
}) {
  const move = useMoveTransfer();
  const busy = move.isPending;
  const words = request && WORDS[request.move];
  const transfer = request?.transfer;
  const names = transfer && { from: nameOf(transfer.from), to: nameOf(transfer.to) };
  const summary =
    transfer &&
    names &&
    `${formatAmount(transfer.value)} ${transfer.currency} from ${names.from} to ${names.to}`;

  function confirm() {
    if (!request || !words) return;
    move.mutate(request, {
      onSuccess: () => toast.success(`${words.done}: ${summary}`),
      onError: (error) => toast.error(error.message),
      onSettled: onClose,
    });
  }

  return (
    <ModalDialog
      open={request !== null}
      title={words?.ask ?? ''}
      busy={busy}
      onClose={onClose}
      description={
        words &&
        names && (
          <>
            <p>{words.what(names, transfer.status === 'sent')}</p>
            <p className="text-sm text-slate-600">{summary}</p>
          </>
        )
      }
    >
      <button
        type="button"
        onClick={confirm}
        disabled={busy}
        className={request?.move === 'cancel' ? DANGER_BUTTON : PRIMARY_BUTTON}
      >
        {busy ? 'Working…' : words?.confirm}
      </button>
      {/* The safe choice has the focus, so Enter never moves notes by accident. */}
      <button type="button" data-autofocus onClick={onClose} disabled={busy} className={secondary}>
        Go back
      </button>
    </ModalDialog>
  );
}
