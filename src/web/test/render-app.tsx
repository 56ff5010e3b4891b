/** Renders routes as the app does, with a fresh query client, a session and a stubbed API. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AuthContext, type AuthState } from '../features/auth/components/auth-context.ts';

/**
 * Answers each API path with its Response, or with its JSON body and status 200; anything else
 * with a 404.
 */
export function stubApi(answers: Record<string, unknown>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers[String(input)];
    if (answer instanceof Response) return answer.clone();
    return answer === undefined
      ? new Response('{"error":{"code":"NOT_FOUND","message":"Not here"}}', { status: 404 })
      : new Response(JSON.stringify(answer), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export function renderApp(
  routes: RouteObject[],
  { path, auth }: { path: string; auth: AuthState },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext value={auth}>
        <RouterProvider router={router} />
      </AuthContext>
    </QueryClientProvider>,
  );
  return router;
}
