/** A spinner that screen readers announce as a status. */
export function LoadingStatus({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center py-24">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700 motion-reduce:animate-pulse"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
