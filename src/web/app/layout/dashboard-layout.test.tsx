import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#shared/schemas/user.ts';
import { aBranch, BRIGHTON } from '../../test/fixtures.ts';
import { renderApp, stubApi } from '../../test/render-app.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';

const WORTHING = aBranch({ key: 'worthing', name: 'Worthing', latitude: 50.81, longitude: -0.37 });

const STAFF: SessionUser = {
  email: 'cashier@example.com',
  role: 'Staff',
  displayName: null,
  photoURL: null,
  emailVerified: false,
  branches: ['worthing', 'brighton'],
  mlro: false,
};
const ADMIN: SessionUser = { ...STAFF, email: 'boss@example.com', role: 'Admin', branches: [] };

const STAFF_MENU = [
  'Today',
  'Pending Orders',
  'Accepted Orders',
  'History',
  'Stock',
  'Transfers',
  'End of day',
  'Home',
];

function renderLayout(user: SessionUser) {
  const fetch = stubApi({
    '/api/branches': [BRIGHTON, WORTHING],
    '/api/auth/sign-out': new Response(null, { status: 204 }),
  });
  const router = renderApp(
    [
      {
        // The app's toasts outlive a page, as they do in the app.
        element: (
          <>
            <Outlet />
            <ToastContainer />
          </>
        ),
        children: [
          { path: '/signIn', element: <h1>Sign in page</h1> },
          {
            path: '/dashboard',
            element: <DashboardLayout />,
            children: [{ path: 'today', element: <h1>Today screen</h1> }],
          },
        ],
      },
    ],
    { path: '/dashboard/today', auth: { user, loading: false } },
  );
  return { fetch, router };
}

const menuItems = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('DashboardLayout', () => {
  it('shows Staff only their screens, Today first', async () => {
    renderLayout(STAFF);
    await screen.findByRole('heading', { name: 'Today screen' });
    expect(menuItems()).toEqual(STAFF_MENU);
  });

  it('shows an Admin every screen, Today first and Reviews among them', async () => {
    renderLayout(ADMIN);
    await screen.findByRole('heading', { name: 'Today screen' });
    expect(menuItems()).toEqual([
      'Today',
      'Statics',
      'Pending Orders',
      'Accepted Orders',
      'History',
      'Reviews',
      'Currency',
      'Add Currency',
      'Stock',
      'Transfers',
      'End of day',
      'Users',
      'Messages',
      'Settings',
      'Compliance',
      'Home',
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Dashboard' }))
        .getByRole('link', { name: 'Reviews' })
        .getAttribute('href'),
    ).toBe('/dashboard/reviews');
  });

  it("says who is signed in, with a Staff member's branches by name", async () => {
    renderLayout(STAFF);
    const banner = screen.getByRole('banner');
    await waitFor(() =>
      expect(banner.querySelector('p')?.textContent).toBe(
        'Signed in as cashier@example.com · Staff at Brighton and Worthing',
      ),
    );
  });

  it('says an Admin is one', () => {
    renderLayout(ADMIN);
    expect(screen.getByRole('banner').querySelector('p')?.textContent).toBe(
      'Signed in as boss@example.com · Admin',
    );
  });

  it('signs out with the button, then shows the sign-in page', async () => {
    const { fetch, router } = renderLayout(STAFF);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/sign-out',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(router.state.location.pathname).toBe('/signIn');
    expect(
      await screen.findByText('Log out successfully', { selector: '[role=alert]' }),
    ).toBeTruthy();
  });
});
