import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '../features/auth/components/auth-provider.tsx';
import { AppRoutes } from './routes.tsx';
import { Toaster } from './toaster.tsx';

/**
 * `offlineFirst`: a query asks even when the browser says it is offline, since the service worker
 * may answer from what it kept (the rates, an order page opened before).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, networkMode: 'offlineFirst' } },
  });
}

/** The app inside a router: the browser's, or the prerendering's static one. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppRoutes />
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
