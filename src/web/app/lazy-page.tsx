import { lazy, type ComponentType } from 'react';

/** A page whose code loads as a chunk of its own; `preload` fetches it ahead of rendering. */
export interface LazyPage {
  (): React.JSX.Element;
  preload(): Promise<unknown>;
}

/** Whether a route's handle is a lazily loaded page. */
export function isLazyPage(handle: unknown): handle is LazyPage {
  return (
    typeof handle === 'function' && 'preload' in handle && typeof handle.preload === 'function'
  );
}

/**
 * A page component loaded on first use. Once its chunk has arrived it renders at once, without
 * suspending: the entry preloads the page a prerendered document shows, so hydration finds the
 * same markup the server wrote instead of a spinner.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed download is tried again next time
        throw error;
      },
    ));
  const Suspending = lazy(async () => ({ default: await preload() }));
  function Page() {
    const Component = loaded ?? Suspending;
    return <Component />;
  }
  return Object.assign(Page, { preload });
}
