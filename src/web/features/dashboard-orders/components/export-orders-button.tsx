import { useState } from 'react';
import { toast } from '#web/lib/toast.ts';
import { getAllOrders } from '../api/get-all-orders.ts';
import type { ListedStatus, OrderFilter } from '../api/get-orders.ts';
import { ordersCsv } from '../utils/orders-csv.ts';
import { saveFile } from '../utils/save-file.ts';

/** Downloads every order of the list that the current search and filters match, as CSV. */
export function ExportOrdersButton({
  status,
  filter,
}: {
  status: ListedStatus;
  filter: OrderFilter;
}) {
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    setBusy(true);
    try {
      const orders = await getAllOrders(status, filter);
      const day = new Date().toISOString().slice(0, 10);
      saveFile(`${status.toLowerCase()}-orders-${day}.csv`, ordersCsv(orders), 'text/csv');
      toast.success(`Exported ${orders.length} ${orders.length === 1 ? 'order' : 'orders'}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void exportCsv()}
      disabled={busy}
      className="rounded border border-brand-900 bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-slate-100 disabled:opacity-60"
    >
      {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
