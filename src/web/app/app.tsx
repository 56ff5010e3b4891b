import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '../features/auth/components/auth-provider.tsx';
import { router } from './router.tsx';
import { Toaster } from './toaster.tsx';

// `offlineFirst`: a query asks even when the browser says it is offline, since the service
// worker may answer from what it kept (the rates, an order page opened before).
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, networkMode: 'offlineFirst' } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
