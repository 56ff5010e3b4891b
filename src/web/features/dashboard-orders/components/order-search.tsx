import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { findOrders } from '../api/find-orders.ts';

/**
 * The header's search: finds an order by number, e-mail, phone or name, whatever its status. One
 * match opens the order; otherwise the matches are listed on the Search page.
 */
export function OrderSearch() {
  const navigate = useNavigate();
  const inputId = useId();
  const [busy, setBusy] = useState(false);

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!q || busy) return;
    setBusy(true);
    let only: string | undefined;
    try {
      const { items, total } = await findOrders(q);
      if (total === 1) only = items[0]?._id;
    } catch {
      // The Search page asks again, and says what went wrong.
    } finally {
      setBusy(false);
    }
    void navigate(
      only ? `/dashboard/orderDetails/${only}` : `/dashboard/search?q=${encodeURIComponent(q)}`,
    );
  }

  return (
    <form
      role="search"
      aria-label="All orders"
      onSubmit={(event) => void search(event)}
      className="flex min-w-0 items-center gap-2"
    >
      <label htmlFor={inputId} className="sr-only">
        Search orders
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        placeholder="Order number, email, phone or name"
        autoComplete="off"
        className="w-full min-w-0 rounded border border-slate-300 bg-white px-3 py-1.5 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none sm:w-72"
      />
      <button
        type="submit"
        disabled={busy}
        className="rounded bg-white px-3 py-1.5 font-semibold text-brand-900 hover:bg-slate-200 disabled:opacity-60"
      >
        {busy ? 'Finding…' : 'Find'}
      </button>
    </form>
  );
}
