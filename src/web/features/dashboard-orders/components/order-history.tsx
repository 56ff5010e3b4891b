import { useSearchParams } from 'react-router';
import type { OrderAction } from '#shared/domain/order-state.ts';
import { Tabs, tabPanelProps } from '#web/components/ui/tabs.tsx';
import type { ListedStatus } from '../api/get-orders.ts';
import { OrderList } from './order-list.tsx';

interface HistoryTab {
  id: 'completed' | 'cancelled' | 'expired';
  label: string;
  status: ListedStatus;
  about: string;
  actions: readonly OrderAction[];
}

/** The spec's Completed list, shown first; its delete is an Admin's (who gives a reason). */
const COMPLETED: HistoryTab = {
  id: 'completed',
  label: 'Completed',
  status: 'Completed',
  about: 'Orders collected, or paid out, at the branch.',
  actions: ['delete'],
};

/** Then the orders that ended without a collection. */
const TABS: readonly HistoryTab[] = [
  COMPLETED,
  {
    id: 'cancelled',
    label: 'Cancelled',
    status: 'Cancelled',
    about: 'Orders the customer cancelled from their order page.',
    actions: [],
  },
  {
    id: 'expired',
    label: 'Expired',
    status: 'Expired',
    about: 'Orders nobody came for before the branch stopped holding them.',
    actions: [],
  },
];

const ID_PREFIX = 'history';

/**
 * History: completed, cancelled and expired orders, each under its tab. The tab lives in the
 * address (?tab=cancelled), beside the list's search and page, so going back from an order's
 * details returns to it. Only an `admin` may delete a completed order.
 */
export function OrderHistory({ admin }: { admin: boolean }) {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.id === params.get('tab')) ?? COMPLETED;

  function select(id: HistoryTab['id']) {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (id === COMPLETED.id) next.delete('tab');
    else next.set('tab', id);
    setParams(next);
  }

  return (
    <div className="mt-6">
      <Tabs
        label="Orders by outcome"
        idPrefix={ID_PREFIX}
        tabs={TABS}
        selected={tab.id}
        onSelect={select}
      />
      <div {...tabPanelProps(ID_PREFIX, tab.id)}>
        <p className="mt-4 text-slate-600">{tab.about}</p>
        <OrderList
          key={tab.id}
          status={tab.status}
          caption={`${tab.label} orders, newest first`}
          actions={admin ? tab.actions : []}
          time="date"
          exportable
        />
      </div>
    </div>
  );
}
