/** A dashboard page, headed by its title. */
export function DashboardScreen({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} | Dashboard | Global Currency Connect`}</title>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
    </>
  );
}
