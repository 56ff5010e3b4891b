/**
 * Where to send a visitor back to: the router state's `from` (a location, as guards remember
 * it, or a path), or the fallback. Only paths on this site are accepted, so the state can never
 * send anyone elsewhere.
 */
export function returnPath(state: unknown, fallback = '/'): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  const path =
    typeof from === 'string'
      ? from
      : typeof from === 'object' && from !== null && 'pathname' in from
        ? locationPath(from)
        : '';
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
    ? path
    : fallback;
}

/** A location's path, search and hash; a part that is not text counts as empty. */
function locationPath(location: object): string {
  const text = (part: unknown) => (typeof part === 'string' ? part : '');
  return (
    text('pathname' in location ? location.pathname : '') +
    text('search' in location ? location.search : '') +
    text('hash' in location ? location.hash : '')
  );
}
