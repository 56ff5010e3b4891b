/** A small spinning ring; decorative, so the caller says what is loading. */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-slate-200 border-t-brand-700 motion-reduce:animate-pulse ${className}`}
    />
  );
}
