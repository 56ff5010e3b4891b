/**
 * Where to send a visitor back to: the router state's `from` (a location, as guards remember
 * it, or a path), or the fallback. Only paths on this site are accepted, so the state can never
 * send anyone elsewhere.
 */
export function returnPath(state: unknown, fallback = '/'): string {
  const from = (state as { from?: unknown } | null)?.from;
  const path =
    typeof from === 'string'
      ? from
      : typeof from === 'object' && from !== null && 'pathname' in from
        ? locationPath(from as Partial<Record<'pathname' | 'search' | 'hash', unknown>>)
        : '';
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
    ? path
    : fallback;
}

function locationPath(location: Partial<Record<'pathname' | 'search' | 'hash', unknown>>) {
  return [location.pathname, location.search, location.hash]
    .map((part) => (typeof part === 'string' ? part : ''))
    .join('');
}
