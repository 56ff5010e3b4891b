/**
 * A spinner that screen readers announce as a status. `fillScreen` makes it at least a screen
 * tall, for a whole page still loading: what follows (the footer) starts below the fold and
 * doesn't jump when the page arrives.
 */
export function LoadingStatus({
  label = 'Loading…',
  fillScreen = false,
}: {
  label?: string;
  fillScreen?: boolean;
}) {
  return (
    <div role="status" className={`flex justify-center py-24 ${fillScreen ? 'min-h-screen' : ''}`}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700 motion-reduce:animate-pulse"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
