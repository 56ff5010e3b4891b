import { useQueryClient } from '@tanstack/react-query';
import { useCurrencies } from '../../features/currencies/api/get-currencies.ts';
import { useOffline } from '../../lib/connection.ts';
import { latest } from '../../lib/latest.ts';
import { formatUkTime } from '../../lib/uk-clock.ts';

/**
 * Under the top bar of every public page while offline: the rates shown are the last known ones,
 * from when they say, and ordering waits for a connection. The live region is always there, so
 * screen readers hear the notice when it appears.
 */
export function OfflineBanner() {
  const offline = useOffline();
  return <div role="status">{offline && <OfflineNotice />}</div>;
}

function OfflineNotice() {
  const queryClient = useQueryClient();
  // Kept by the service worker (or already loaded): asking costs nothing offline.
  const { data: currencies } = useCurrencies();
  const ratesAt = currencies && latest(currencies.map((currency) => currency.updatedAt));
  return (
    <div className="border-b border-amber-300 bg-amber-50 text-amber-950" data-testid="offline">
      <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <p>
          <strong>You're offline{ratesAt && <> — rates from {formatUkTime(ratesAt)}</>}.</strong>{' '}
          Ordering needs a connection; the pages you opened before still show.
        </p>
        <button
          type="button"
          onClick={() => void queryClient.refetchQueries({ type: 'active' })}
          className="rounded border border-amber-700 bg-white px-3 py-1.5 text-sm font-semibold text-amber-950 hover:bg-amber-100"
        >
          Try again
        </button>
      </div>
    </div>
  );
}
