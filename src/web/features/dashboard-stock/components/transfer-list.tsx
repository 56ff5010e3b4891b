import { useState } from 'react';
import { formatNotes } from '#shared/domain/note-plan.ts';
import { formatAmount } from '#shared/domain/pricing.ts';
import { hasKey } from '#shared/objects.ts';
import type { Transfer } from '#shared/schemas/stock-operations.ts';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { formatLongDay } from '#web/lib/calendar-day.ts';
import { formatOrdinalDateTime } from '#web/lib/ordinal-date.ts';
import { useTransfers, type TransferStatus } from '../api/get-transfers.ts';
import type { TransferMove } from '../api/move-transfer.ts';
import { TransferMoveDialog, type TransferMoveRequest } from './transfer-move-dialog.tsx';

const STATUS_LABELS: Record<TransferStatus, string> = {
  requested: 'Requested',
  sent: 'Sent',
  received: 'Received',
  cancelled: 'Cancelled',
};

/** What staff may do with a transfer in each status. */
const MOVES: Record<TransferStatus, readonly TransferMove[]> = {
  requested: ['send', 'cancel'],
  sent: ['receive', 'cancel'],
  received: [],
  cancelled: [],
};

const MOVE_LABELS: Record<TransferMove, string> = {
  send: 'Send',
  receive: 'Receive',
  cancel: 'Cancel',
};

const moveClass: Record<TransferMove, string> = {
  send: 'bg-brand-900 text-white hover:bg-brand-700',
  receive: 'bg-brand-900 text-white hover:bg-brand-700',
  cancel: 'border border-red-700 text-red-800 hover:bg-red-50',
};

function TransferItem({
  transfer,
  nameOf,
  onMove,
}: {
  transfer: Transfer;
  nameOf: (key: string) => string;
  onMove: (move: TransferMove) => void;
}) {
  const what = `${formatAmount(transfer.value)} ${transfer.currency} from ${nameOf(transfer.from)} to ${nameOf(transfer.to)}`;
  const stamps: Array<[string, string | null]> = [
    [`Requested by ${transfer.requestedBy}`, transfer.requestedAt],
    ['Sent', transfer.sentAt],
    ['Received', transfer.receivedAt],
  ];
  return (
    <li
      data-testid="transfer"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-semibold text-brand-900">
            <span className="tabular-nums">
              {formatAmount(transfer.value)} {transfer.currency}
            </span>
            : {nameOf(transfer.from)} → {nameOf(transfer.to)}
          </p>
          <p className="text-slate-700 tabular-nums">
            {formatNotes(transfer.currency, transfer.notes)}
          </p>
          <p className="text-sm text-slate-600">
            Expected on{' '}
            <time dateTime={transfer.expectedDate}>{formatLongDay(transfer.expectedDate)}</time>
          </p>
          <ul className="text-sm text-slate-600">
            {stamps.map(
              ([label, at]) =>
                at && (
                  <li key={label}>
                    {label}, {formatOrdinalDateTime(at)}
                  </li>
                ),
            )}
          </ul>
        </div>
        <p
          data-testid="transfer-status"
          className="rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-800"
        >
          {STATUS_LABELS[transfer.status]}
        </p>
      </div>
      {MOVES[transfer.status].length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2">
          {MOVES[transfer.status].map((move) => (
            <button
              key={move}
              type="button"
              onClick={() => onMove(move)}
              className={`rounded px-3 py-1.5 text-sm font-medium ${moveClass[move]}`}
            >
              {MOVE_LABELS[move]} <span className="sr-only">the transfer of {what}</span>
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

/** Transfers, newest first, in one status or all; each with what may be done with it now. */
export function TransferList({ nameOf }: { nameOf: (key: string) => string }) {
  const [status, setStatus] = useState<TransferStatus | ''>('');
  const transfers = useTransfers(status || undefined);
  const [request, setRequest] = useState<TransferMoveRequest | null>(null);

  return (
    <section aria-labelledby="transfers-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="transfers-heading" className="text-lg font-semibold text-brand-900">
          Transfers
        </h2>
        <SelectField
          label="Status"
          value={status}
          onChange={({ target: { value } }) => setStatus(hasKey(STATUS_LABELS, value) ? value : '')}
          className="w-48"
        >
          <option value="">All</option>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      {!transfers.data ? (
        <QueryFallback isError={transfers.isError} what="the transfers" />
      ) : transfers.data.length === 0 ? (
        <p className="text-slate-600">No transfers to show.</p>
      ) : (
        <ul aria-label="Transfers" className="space-y-3">
          {transfers.data.map((transfer) => (
            <TransferItem
              key={transfer.id}
              transfer={transfer}
              nameOf={nameOf}
              onMove={(move) => setRequest({ transfer, move })}
            />
          ))}
        </ul>
      )}
      <TransferMoveDialog request={request} nameOf={nameOf} onClose={() => setRequest(null)} />
    </section>
  );
}
