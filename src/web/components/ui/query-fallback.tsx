import { Spinner } from './spinner.tsx';

/** What a block shows until its data arrives: a spinner, or an apology when the call failed. */
export function QueryFallback({ isError, what }: { isError: boolean; what: string }) {
  if (isError) {
    return (
      <p role="alert" className="py-6 text-red-700">
        We couldn't load {what}. Please try again in a moment.
      </p>
    );
  }
  return (
    <p role="status" className="flex items-center gap-3 py-6 text-slate-600">
      <Spinner />
      Loading {what}…
    </p>
  );
}
