import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '#web/lib/api-client.ts';

/** What a dashboard page shows when its data cannot be loaded, say for an unknown order. */
export function RouteError({ error }: { error: unknown }) {
  const message = error instanceof ApiError ? error.message : 'Something went wrong';
  return (
    <section className="py-12">
      <title>Not available | Dashboard | Global Currency Connect</title>
      <h1 className="text-2xl font-bold text-brand-900">Not available</h1>
      <p role="alert" className="mt-4 text-slate-700">
        {message}
      </p>
      <Link to="/dashboard/Statics" className="mt-6 inline-block text-brand-700 underline">
        Back to the dashboard
      </Link>
    </section>
  );
}

class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return 'error' in this.state ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Catches what a screen throws while rendering; the next page starts afresh. */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary key={useLocation().pathname}>{children}</Boundary>;
}
