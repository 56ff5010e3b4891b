import { useState } from 'react';
import type { Branch } from '#shared/schemas/branch.ts';
import { rankByDistance, type Coordinates } from '../distance.ts';
import { BranchCard } from './branch-card.tsx';

type Search =
  | { state: 'idle' }
  | { state: 'locating' }
  | { state: 'located'; from: Coordinates }
  | { state: 'refused' };

const miles = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/**
 * Every branch; "Currency Exchange near me" asks the browser where the visitor is and orders
 * the branches by distance. Without a location (refused, unavailable) all branches stay listed.
 */
export function NearestStore({ branches }: { branches: Branch[] }) {
  const [search, setSearch] = useState<Search>({ state: 'idle' });

  function locate() {
    if (!('geolocation' in navigator)) {
      setSearch({ state: 'refused' });
      return;
    }
    setSearch({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setSearch({
          state: 'located',
          from: { latitude: coords.latitude, longitude: coords.longitude },
        }),
      () => setSearch({ state: 'refused' }),
      { maximumAge: 10 * 60_000, timeout: 15_000 },
    );
  }

  const ranked =
    search.state === 'located'
      ? rankByDistance(branches, search.from)
      : branches.map((place) => ({ place, miles: null }));

  return (
    <div>
      <button
        type="button"
        onClick={locate}
        disabled={search.state === 'locating'}
        className="rounded bg-brand-900 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        Currency Exchange near me
      </button>
      <p role="status" className="mt-3 min-h-6 text-slate-700">
        {search.state === 'locating' && 'Finding your location…'}
        {search.state === 'located' &&
          `Nearest to you: ${ranked[0]?.place.name ?? ''}. Branches are listed by distance.`}
        {search.state === 'refused' &&
          "We couldn't get your location, so here are all our branches."}
      </p>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Branches">
        {ranked.map(({ place, miles: distance }) => (
          <li key={place.key} data-testid="branch">
            <BranchCard
              branch={place}
              extra={
                distance !== null && (
                  <p className="text-sm font-medium text-slate-600">
                    {miles.format(distance)} miles away
                  </p>
                )
              }
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
