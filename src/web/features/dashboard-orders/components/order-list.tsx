import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderAction } from '../../../../shared/domain/order-state.ts';
import { LoadingStatus } from '../../../components/ui/loading-status.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SearchForm } from '../../../components/ui/search-form.tsx';
import { ORDERS_PAGE_SIZE, useOrders, type ListedStatus } from '../api/get-orders.ts';
import { ExportOrdersButton } from './export-orders-button.tsx';
import { OrderActionDialog, type OrderActionRequest } from './order-action-dialog.tsx';
import { OrdersTable } from './orders-table.tsx';

interface OrderListProps {
  status: ListedStatus;
  caption: string;
  actions: readonly OrderAction[];
  time: 'date' | 'dateTime';
  /** Offer a CSV of every order the search matches. */
  exportable?: boolean;
}

/**
 * A staff list of orders in one status: search, pages, and the row actions behind their
 * confirmation. The search and page live in the address (?q=…&page=…), so going back from an
 * order's details returns to the same rows.
 */
export function OrderList({ status, caption, actions, time, exportable = false }: OrderListProps) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const requested = Math.floor(Number(params.get('page')));
  const page = requested >= 1 ? requested - 1 : 0;
  const orders = useOrders(status, q, page);
  const [request, setRequest] = useState<OrderActionRequest | null>(null);

  function show(next: { q?: string; page?: number }, replace = false) {
    // Other parameters (History's tab) stay as they are.
    const query = new URLSearchParams(params);
    const nextQ = next.q ?? q;
    const nextPage = next.page ?? page;
    query.delete('q');
    query.delete('page');
    if (nextQ) query.set('q', nextQ);
    if (nextPage > 0) query.set('page', String(nextPage + 1));
    setParams(query, { replace });
  }

  const data = orders.data;
  const lastPage = data ? Math.max(0, Math.ceil(data.total / ORDERS_PAGE_SIZE) - 1) : 0;
  const pastTheEnd = data !== undefined && !orders.isPlaceholderData && page > lastPage;
  // A page emptied by the last action (or an old address) gives way to the last page.
  useEffect(() => {
    if (pastTheEnd) show({ page: lastPage }, true);
  });

  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SearchForm
          label="Search orders"
          placeholder="Order number, name, email or phone"
          value={q}
          onSearch={(nextQ) => show({ q: nextQ, page: 0 })}
        />
        {exportable && <ExportOrdersButton status={status} q={q} />}
      </div>
      {orders.isError && !data && (
        <p role="alert" className="text-red-700">
          We couldn't load the orders: {orders.error.message}
        </p>
      )}
      {orders.isPending && <LoadingStatus label="Loading the orders…" />}
      {data && (
        <>
          <OrdersTable
            orders={data.items}
            caption={q ? `${caption} matching “${q}”` : caption}
            actions={actions}
            time={time}
            onAction={(action, order) => setRequest({ action, order })}
          />
          <Pager
            page={page}
            pageSize={ORDERS_PAGE_SIZE}
            total={data.total}
            onPage={(next) => show({ page: next })}
          />
        </>
      )}
      <OrderActionDialog request={request} onClose={() => setRequest(null)} />
    </div>
  );
}
