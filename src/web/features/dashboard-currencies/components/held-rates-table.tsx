import { formatRate } from '#shared/domain/pricing.ts';
import type { HeldRate } from '#shared/schemas/currency.ts';
import { formatOrdinalDateTime } from '#web/lib/ordinal-date.ts';
import { toast } from '#web/lib/toast.ts';
import { useConfirmHeldRate } from '../api/confirm-held-rate.ts';
import { useDismissHeldRate } from '../api/dismiss-held-rate.ts';
import { formatChangePercent } from '../utils/format-change-percent.ts';

/**
 * Refreshed rates that moved too far, for staff to apply (Confirm) or drop (Dismiss). Below
 * 768 px each rate is a card (`table-cards` in styles.css).
 */
export function HeldRatesTable({ held }: { held: readonly HeldRate[] }) {
  const confirm = useConfirmHeldRate();
  const dismiss = useDismissHeldRate();
  const busy = confirm.isPending || dismiss.isPending;

  return (
    <div role="region" aria-label="Held rates" tabIndex={0} className="relative overflow-x-auto">
      <table className="table-cards w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-800">
          Rates held for you to confirm
        </caption>
        <thead className="text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {['Currency', 'Stored rate', 'New rate', 'Change', 'Fetched', 'Action'].map((c) => (
              <th key={c} scope="col" className="px-3 py-2 whitespace-nowrap">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {held.map((rate) => (
            <tr key={rate.value} data-testid="held-rate">
              <th scope="row" className="px-3 py-2 font-semibold">
                {rate.value}
              </th>
              <td data-label="Stored rate" className="px-3 py-2 tabular-nums">
                {formatRate(rate.storedRate)}
              </td>
              <td data-label="New rate" className="px-3 py-2 tabular-nums">
                {formatRate(rate.proposedRate)}
              </td>
              <td data-label="Change" className="px-3 py-2 tabular-nums">
                {formatChangePercent(rate.changePercent)}
              </td>
              <td data-label="Fetched" className="px-3 py-2 md:whitespace-nowrap">
                {formatOrdinalDateTime(rate.fetchedAt)}
              </td>
              <td className="px-3 py-2 max-md:pt-2">
                <div className="flex gap-2">
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() =>
                      confirm.mutate(rate.value, {
                        onSuccess: () => toast.success(`Applied the new ${rate.value} rate`),
                        onError: (error) => toast.error(error.message),
                      })
                    }
                    className="rounded bg-brand-900 px-3 py-1 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
                  >
                    Confirm <span className="sr-only">{rate.value}</span>
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() =>
                      dismiss.mutate(rate.value, {
                        onSuccess: () => toast.success(`Kept the stored ${rate.value} rate`),
                        onError: (error) => toast.error(error.message),
                      })
                    }
                    className="rounded border border-slate-300 px-3 py-1 font-medium hover:bg-slate-100 disabled:opacity-60"
                  >
                    Dismiss <span className="sr-only">{rate.value}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
