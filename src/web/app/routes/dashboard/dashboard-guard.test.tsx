import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#shared/schemas/user.ts';
import { renderApp, stubApi } from '#web/test/render-app.tsx';
import { DashboardGuard } from './dashboard-guard.tsx';

const user: SessionUser = {
  email: 'kim@example.com',
  role: 'user',
  displayName: null,
  photoURL: null,
  emailVerified: true,
  branches: [],
  mlro: false,
};

function SignInProbe() {
  const { state } = useLocation() as { state: { from?: { pathname: string; search: string } } };
  return <p>Sign in, then back to {`${state.from?.pathname}${state.from?.search}`}</p>;
}

const routes = [
  { path: '/signIn', element: <SignInProbe /> },
  {
    path: '/dashboard',
    element: <DashboardGuard />,
    children: [
      { path: 'Users', element: <h1>Users screen</h1> },
      { path: 'manageOrders', element: <h1>Pending Orders screen</h1> },
    ],
  },
];

describe('DashboardGuard', () => {
  it('shows a loading status while the session loads', () => {
    stubApi({});
    renderApp(routes, { path: '/dashboard/Users', auth: { user: null, loading: true } });
    expect(screen.getByRole('status').textContent).toBe('Checking your access…');
    expect(screen.queryByText('Users screen')).toBeNull();
  });

  it('sends a signed-out visitor to sign in, remembering where they were going', async () => {
    stubApi({});
    const router = renderApp(routes, {
      path: '/dashboard/Users?page=2',
      auth: { user: null, loading: false },
    });
    expect(await screen.findByText('Sign in, then back to /dashboard/Users?page=2')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends the visitor to sign in when their session has ended since it loaded', async () => {
    stubApi({
      '/api/admincheck/kim%40example.com': new Response(
        '{"error":{"code":"UNAUTHENTICATED","message":"Please sign in to continue"}}',
        { status: 401 },
      ),
    });
    renderApp(routes, { path: '/dashboard/Users', auth: { user, loading: false } });
    expect(await screen.findByText('Sign in, then back to /dashboard/Users')).toBeTruthy();
  });

  it('tells a signed-in user who is not an Admin that they have no access', async () => {
    const fetch = stubApi({ '/api/admincheck/kim%40example.com': { admin: false } });
    renderApp(routes, { path: '/dashboard/Users', auth: { user, loading: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeTruthy();
    expect(screen.queryByText('Users screen')).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/admincheck/kim%40example.com', expect.anything());
  });

  it('shows the page to an Admin', async () => {
    stubApi({ '/api/admincheck/kim%40example.com': { admin: true } });
    renderApp(routes, {
      path: '/dashboard/Users',
      auth: { user: { ...user, role: 'Admin' }, loading: false },
    });
    expect(await screen.findByRole('heading', { name: 'Users screen' })).toBeTruthy();
  });

  it("lets Staff into their screens, and not into an Admin's", async () => {
    stubApi({ '/api/admincheck/kim%40example.com': { admin: false } });
    const staff: SessionUser = { ...user, role: 'Staff', branches: ['worthing'] };
    renderApp(routes, { path: '/dashboard/manageOrders', auth: { user: staff, loading: false } });
    expect(await screen.findByRole('heading', { name: 'Pending Orders screen' })).toBeTruthy();
  });

  it('shows Staff the no-access page at an Admin screen, with the way back to Today', async () => {
    stubApi({ '/api/admincheck/kim%40example.com': { admin: false } });
    const staff: SessionUser = { ...user, role: 'Staff', branches: ['worthing'] };
    // Paths match whatever their case.
    renderApp(routes, { path: '/dashboard/users', auth: { user: staff, loading: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Today' }).getAttribute('href')).toBe(
      '/dashboard/today',
    );
    expect(screen.queryByText('Users screen')).toBeNull();
  });
});
