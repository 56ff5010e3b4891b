import { act, fireEvent, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, type SessionUser } from '#shared/schemas/user.ts';
import { renderApp, stubApi } from '#web/test/render-app.tsx';
import { SIGNED_OUT_MESSAGE, UserMenu } from './user-menu.tsx';

const user: SessionUser = {
  email: 'kim@example.com',
  role: 'user',
  displayName: 'Kim Lee',
  photoURL: null,
  emailVerified: true,
  branches: [],
  mlro: false,
};

function renderMenu(admin: boolean, who: SessionUser = user) {
  const fetch = stubApi({
    '/api/admincheck/kim%40example.com': { admin },
    '/api/auth/sign-out': new Response(null, { status: 204 }),
    '/api/auth/verification-email': new Response(null, { status: 204 }),
  });
  renderApp(
    [
      {
        path: '/',
        element: (
          <>
            <UserMenu user={who} />
            <p>Elsewhere</p>
            <ToastContainer />
          </>
        ),
      },
    ],
    { path: '/', auth: { user: who, loading: false } },
  );
  return fetch;
}

const menuButton = () => screen.getByRole('button', { name: 'Account menu' });

describe('UserMenu', () => {
  it('shows the email, and the Dashboard link to an Admin', async () => {
    renderMenu(true);
    expect(screen.getByTestId('default-avatar').textContent).toBe('K');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('kim@example.com')).toBeTruthy();
    const dashboard = await screen.findByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('href')).toBe('/dashboard/Currency');
  });

  it("gives Staff the Dashboard link to their branch's Today", async () => {
    renderMenu(false, { ...user, role: 'Staff', branches: ['worthing'] });
    fireEvent.click(menuButton());
    const dashboard = await screen.findByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('href')).toBe('/dashboard/today');
  });

  it('has no Dashboard link for a user who is neither Staff nor an Admin', async () => {
    const fetch = renderMenu(false);
    fireEvent.click(menuButton());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    // Lets the answer reach the menu; the Admin test shows the link appears by then.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('closes on Escape, giving focus back to its button, and on a click outside', () => {
    renderMenu(false);
    fireEvent.click(menuButton());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());

    fireEvent.click(menuButton());
    fireEvent.pointerDown(screen.getByText('kim@example.com'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('says when the address is not verified yet, and sends the link again', async () => {
    const fetch = renderMenu(false, { ...user, emailVerified: false });
    fireEvent.click(menuButton());
    expect(screen.getByText(/Email not verified yet: follow the link we emailed you/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We have sent a new link to kim@example.com')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/verification-email',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('says nothing about verification once the address is verified', () => {
    renderMenu(false);
    fireEvent.click(menuButton());
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });

  it("logs out and says so in the spec's words", async () => {
    expect(SIGNED_OUT_MESSAGE).toBe(AUTH_MESSAGES.signedOut);
    const fetch = renderMenu(false);
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Log out successfully')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/sign-out',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
