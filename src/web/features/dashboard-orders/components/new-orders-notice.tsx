/**
 * "2 new orders", said politely to screen readers as they arrive, with the button that shows them.
 * The live region is always there (empty when none), so that what comes into it is announced.
 */
export function NewOrdersNotice({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status" className={count > 0 ? 'font-semibold text-emerald-900' : 'sr-only'}>
        {count > 0 && `${count} new ${count === 1 ? 'order' : 'orders'}`}
      </p>
      {count > 0 && (
        <button
          type="button"
          onClick={onShow}
          className="rounded border border-emerald-700 bg-emerald-50 px-3 py-1.5 text-sm font-semibold text-emerald-900 hover:bg-emerald-100"
        >
          Show new orders
        </button>
      )}
    </div>
  );
}
