import type { ReactNode } from 'react';

interface DashboardScreenProps {
  /** The page's name in the browser tab. */
  title: string;
  /** The h1, when the spec heads the page otherwise (Currency Dashboard). */
  heading?: string;
  children?: ReactNode;
}

/** A dashboard page, headed by its title. */
export function DashboardScreen({ title, heading = title, children }: DashboardScreenProps) {
  return (
    <>
      <title>{`${title} | Dashboard | Global Currency Connect`}</title>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{heading}</h1>
      {children}
    </>
  );
}
