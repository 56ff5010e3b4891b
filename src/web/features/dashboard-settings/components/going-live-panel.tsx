import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { useGoingLive } from '../api/get-going-live.ts';

/**
 * Before going live: what is still example data or unsafe in production, each item with its
 * fix, as the server's start-up log lists them; one line when nothing is left. For Admins.
 */
export function GoingLivePanel() {
  const goingLive = useGoingLive();
  const { refetch } = goingLive;

  // A change saved on this screen (the business profile, a branch) may settle an item: look again.
  const mutations = useQueryClient().getMutationCache();
  useEffect(
    () =>
      mutations.subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') void refetch();
      }),
    [mutations, refetch],
  );

  const items = goingLive.data;
  if (!items) {
    return <QueryFallback isError={goingLive.isError} what="what is left before going live" />;
  }
  if (items.length === 0) {
    return (
      <p data-testid="going-live" className="mt-6 text-slate-700">
        Nothing left to change before going live.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="going-live-heading"
      data-testid="going-live"
      className="mt-6 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-6"
    >
      <h2 id="going-live-heading" className="text-xl font-semibold">
        Before going live
      </h2>
      <p className="mt-1 text-sm">
        Still example data or unsafe for real customers. The server's log lists the same at each
        start.
      </p>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li
            key={item.id}
            data-check={item.id}
            className="rounded border border-amber-200 bg-white p-3 text-slate-800"
          >
            <p className="font-medium">{item.problem}</p>
            <p className="mt-1 text-sm text-slate-700">
              <span className="font-semibold">Fix: </span>
              {item.fix}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
