import type { ReactNode } from 'react';

/** The banner at the top of an inner page, holding its h1. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="-mx-4 mb-10 bg-brand-900 px-4 py-12 text-center text-white sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {children && <div className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{children}</div>}
    </section>
  );
}
