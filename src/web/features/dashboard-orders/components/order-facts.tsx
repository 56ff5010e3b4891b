import type { ReactNode } from 'react';

/** Terms and their values, side by side from 640 px, one under the other on a phone. */
export function OrderFacts({ facts }: { facts: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr] print:grid-cols-[max-content_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-600">{term}</dt>
          <dd className="mb-2 break-words sm:mb-0 print:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
