import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderAction } from '#shared/domain/order-state.ts';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { SearchForm } from '#web/components/ui/search-form.tsx';
import { formatShortDay } from '#web/lib/calendar-day.ts';
import { useMyBranches } from '../api/get-my-branches.ts';
import {
  ORDERS_PAGE_SIZE,
  useOrders,
  type ListedStatus,
  type OrderFilter,
} from '../api/get-orders.ts';
import { useNewOrders } from '../hooks/use-live-orders.ts';
import { ExportOrdersButton } from './export-orders-button.tsx';
import { NewOrdersNotice } from './new-orders-notice.tsx';
import { OrderActionDialog, type OrderActionRequest } from './order-action-dialog.tsx';
import { OrderFilters } from './order-filters.tsx';
import { OrdersTable } from './orders-table.tsx';

interface OrderListProps {
  /** Unset: orders of every status (the search's results), each with its status. */
  status?: ListedStatus;
  caption: string;
  actions: readonly OrderAction[];
  time: 'date' | 'dateTime';
  /** Offer a CSV of every order the search and filters match. */
  exportable?: boolean;
}

const FILTER_KEYS = ['q', 'branch', 'day'] as const;

/**
 * A staff list of orders: search, branch and collection-day filters, pages, and the row actions
 * behind their confirmation. All of it lives in the address (?q=…&branch=…&day=…&page=…), so
 * going back from an order's details returns to the same rows. New orders come in live: the
 * list refetches when the pulse moves, and says how many arrived.
 */
export function OrderList({ status, caption, actions, time, exportable = false }: OrderListProps) {
  const [params, setParams] = useSearchParams();
  const filter: OrderFilter = {
    q: params.get('q') ?? '',
    branch: params.get('branch') ?? '',
    day: params.get('day') ?? '',
  };
  const requested = Math.floor(Number(params.get('page')));
  const page = requested >= 1 ? requested - 1 : 0;
  const orders = useOrders(status, filter, page);
  // New orders arrive on the first page, whichever page is shown.
  const firstPage = useOrders(status, filter, 0);
  const branches = useMyBranches().data ?? [];
  const live = useNewOrders();
  const [request, setRequest] = useState<OrderActionRequest | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  function show(next: Partial<OrderFilter> & { page?: number }, replace = false) {
    // Other parameters (History's tab) stay as they are; a new filter starts at the first page.
    const query = new URLSearchParams(params);
    const nextPage = next.page ?? (FILTER_KEYS.some((key) => key in next) ? 0 : page);
    for (const key of FILTER_KEYS) {
      const value = next[key] ?? filter[key];
      query.delete(key);
      if (value) query.set(key, value);
    }
    query.delete('page');
    if (nextPage > 0) query.set('page', String(nextPage + 1));
    setParams(query, { replace });
  }

  function showNewOrders() {
    live.acknowledge();
    if (page > 0) show({ page: 0 });
    // Focus scrolls the list into view: the newest orders are at its top.
    listRef.current?.focus();
  }

  const data = orders.data;
  const lastPage = data ? Math.max(0, Math.ceil(data.total / ORDERS_PAGE_SIZE) - 1) : 0;
  const pastTheEnd = data !== undefined && !orders.isPlaceholderData && page > lastPage;
  // A page emptied by the last action (or an old address) gives way to the last page.
  useEffect(() => {
    if (pastTheEnd) show({ page: lastPage }, true);
  });

  const branchName = (key: string) => branches.find((b) => b.key === key)?.name ?? key;
  const narrowed = [
    caption,
    filter.q && ` matching “${filter.q}”`,
    filter.branch && ` at ${branchName(filter.branch)}`,
    filter.day && ` for ${formatShortDay(filter.day)}`,
  ].join('');

  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <SearchForm
            label="Search this list"
            placeholder="Order number, name, email or phone"
            value={filter.q}
            onSearch={(q) => show({ q })}
          />
          <OrderFilters filter={filter} branches={branches} onChange={show} />
        </div>
        {exportable && status && <ExportOrdersButton status={status} filter={filter} />}
      </div>
      <NewOrdersNotice
        count={firstPage.data?.items.filter(live.isUnseen).length ?? 0}
        onShow={showNewOrders}
      />
      {orders.isError && !data && (
        <p role="alert" className="text-red-700">
          We couldn't load the orders: {orders.error.message}
        </p>
      )}
      {orders.isPending && <LoadingStatus label="Loading the orders…" />}
      {data && (
        <div ref={listRef} tabIndex={-1} className="scroll-mt-4 outline-none">
          <OrdersTable
            orders={data.items}
            caption={narrowed}
            actions={actions}
            time={time}
            branchName={branchName}
            showStatus={!status}
            isNew={live.isNew}
            onAction={(action, order) => setRequest({ action, order })}
          />
          <Pager
            page={page}
            pageSize={ORDERS_PAGE_SIZE}
            total={data.total}
            onPage={(next) => show({ page: next })}
          />
        </div>
      )}
      <OrderActionDialog request={request} onClose={() => setRequest(null)} />
    </div>
  );
}
