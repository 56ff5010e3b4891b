import type { ReactNode } from 'react';

/** A narrow card centred on the page, headed by the page's h1: sign-in, sign-up, the Box. */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto my-10 w-full max-w-md rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h1 className="mb-6 text-center text-3xl font-bold text-brand-900">{title}</h1>
      {children}
    </section>
  );
}
