import { useState } from 'react';
import type { PlaceFinder } from './filter-currencies.ts';

/**
 * The destinations' place finder ("Spain" for EUR), loaded in a chunk of its own at the first
 * `load()` (a search field's focus or keystroke), so no page carries it before it is wanted.
 * Undefined until loaded.
 */
export function usePlaceFinder(): { placeFor: PlaceFinder | undefined; load: () => void } {
  const [placeFor, setPlaceFor] = useState<PlaceFinder>();
  const [loading, setLoading] = useState(false);
  const load = () => {
    if (loading) return;
    setLoading(true);
    void import('./destinations.ts').then((places) => setPlaceFor(() => places.placeFor));
  };
  return { placeFor, load };
}
