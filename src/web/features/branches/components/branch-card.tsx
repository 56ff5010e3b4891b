import type { ReactNode } from 'react';
import type { Branch } from '#shared/schemas/branch.ts';
import { hoursToday } from '../opening-hours.ts';

/** A branch's name, address, phone and today's hours; `extra` adds a line such as its distance. */
export function BranchCard({ branch, extra }: { branch: Branch; extra?: ReactNode }) {
  return (
    <article className="h-full rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-lg font-semibold text-brand-900">{branch.name}</h3>
      {extra}
      <address className="mt-2 space-y-1 text-sm text-slate-700 not-italic">
        <p>{branch.address}</p>
        <p>
          Phone:{' '}
          <a
            href={`tel:${branch.phone.replaceAll(' ', '')}`}
            className="font-medium text-brand-700 underline"
          >
            {branch.phone}
          </a>
        </p>
      </address>
      <p className="mt-2 text-sm text-slate-700">Open today: {hoursToday(branch.openingHours)}</p>
    </article>
  );
}
