import { useId, type ReactNode } from 'react';
import { formatAmount } from '#shared/domain/pricing.ts';
import { ID_DOCUMENTS, type OrderDetails } from '#shared/schemas/order.ts';
import { formatOrdinalDateTime } from '#web/lib/ordinal-date.ts';
import { idCheckWords, orderChecks } from './order-checks.ts';
import { OrderFacts } from './order-facts.tsx';
import { OrderFlags } from './order-flags.tsx';
import { OrderItemsTable } from './order-items-table.tsx';
import { OrderNotes } from './order-notes.tsx';

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="break-inside-avoid space-y-2">
      <h2 id={id} className="border-b border-slate-400 font-semibold tracking-wide uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A line to write on, with what goes on it underneath. */
function WriteOn({ label }: { label: string }) {
  return (
    <div data-testid="signature-line">
      <div className="h-14 border-b border-slate-900" />
      <p className="mt-1 text-xs">{label}</p>
    </div>
  );
}

/** The ID to check: the recorded check, or the accepted documents as boxes to tick. */
function IdCheckPart({ order }: { order: OrderDetails }) {
  const [, ...others] = orderChecks(order);
  return (
    <Part title="ID check">
      {order.idCheck ? (
        <p data-testid="recorded-id-check">{idCheckWords(order.idCheck)}</p>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1">
            {Object.values(ID_DOCUMENTS).map((document) => (
              <li key={document} data-testid="id-box" className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-block size-4 shrink-0 border border-slate-900"
                />
                {document}
              </li>
            ))}
          </ul>
          <p>
            Last four characters:{' '}
            <span aria-hidden="true" className="inline-block w-28 border-b border-slate-900">
              &nbsp;
            </span>
          </p>
        </>
      )}
      {others.length > 0 && <OrderFacts facts={others} />}
    </Part>
  );
}

interface OrderStaffCopyProps {
  order: OrderDetails;
  /** The bureau's trading name, heading the page. */
  bureauName: string | undefined;
}

/**
 * The order on paper for the counter: who, where and when, the lines and the notes to hand
 * over (or take in), the ID to check, and signatures. Printed alone (`print-alone` in
 * styles.css): the dashboard around it stays off the paper; on screen it is not shown.
 */
export function OrderStaffCopy({ order, bureauName }: OrderStaffCopyProps) {
  const collect = order.status === 'buy';
  return (
    <article
      aria-label={`Staff copy of order ${order.Order_Id}`}
      data-testid="staff-copy"
      className="print-alone hidden space-y-5 text-sm text-slate-900 print:block"
    >
      <div className="flex items-end justify-between gap-4 border-b-2 border-slate-900 pb-2">
        <div>
          <p className="text-lg font-bold">{bureauName}</p>
          <p>Staff copy</p>
        </div>
        <div className="text-right">
          <p className="text-lg font-bold">
            Order <span className="tabular-nums">{order.Order_Id}</span>
          </p>
          <p>
            {order.Status} · {order.title}
          </p>
        </div>
      </div>
      {order.anonymised && <p className="font-semibold">Personal data anonymised</p>}
      <OrderFlags order={order} />
      <OrderFacts
        facts={[
          ['Customer', order.Name],
          ['Phone', order.Phone_Number],
          ['Email', order.Email],
          [collect ? 'Collect from' : 'Drop off at', order.Address],
          [collect ? 'Collection' : 'Drop-off', order.collectionNote],
          ['Placed', formatOrdinalDateTime(order.time)],
          [
            collect ? 'Customer pays' : 'Customer receives',
            `${formatAmount(order.TotalMoney)} GBP`,
          ],
        ]}
      />
      <Part title="Items">
        <OrderItemsTable order={order} />
      </Part>
      <Part title={collect ? 'Notes to pay out' : 'Notes received'}>
        <OrderNotes order={order} />
      </Part>
      <IdCheckPart order={order} />
      <div className="grid break-inside-avoid grid-cols-3 gap-6 pt-4">
        <WriteOn label="Customer signature" />
        <WriteOn label="Cashier signature" />
        <WriteOn label="Date" />
      </div>
    </article>
  );
}
