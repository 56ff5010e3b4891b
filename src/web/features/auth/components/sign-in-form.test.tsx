import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role, SessionUser } from '#shared/schemas/user.ts';
import { renderApp, stubApi } from '#web/test/render-app.tsx';
import { SignInForm } from './sign-in-form.tsx';

const user = (role: Role): SessionUser => ({
  email: 'someone@example.com',
  role,
  displayName: null,
  photoURL: null,
  emailVerified: true,
  branches: role === 'Staff' ? ['brighton'] : [],
  mlro: false,
});

/** Signs in as someone with `role`, from a sign-in page asked for `returnTo` (or nothing). */
async function signInAs(role: Role, returnTo?: string) {
  stubApi({ '/api/auth/sign-in': { user: user(role) } });
  const router = renderApp(
    [
      { path: '/signIn', element: <SignInForm returnTo={returnTo} /> },
      { path: '*', element: <p>Landed</p> },
    ],
    { path: '/signIn', auth: { user: null, loading: false } },
  );
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'someone@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-passphrase' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByText('Landed');
  return router.state.location.pathname + router.state.location.search;
}

describe('SignInForm', () => {
  it.each(['Staff', 'Admin'] as const)(
    "lands %s at the dashboard's Today when no page was asked for",
    async (role) => {
      expect(await signInAs(role)).toBe('/dashboard/today');
    },
  );

  it('lands a customer on the storefront', async () => {
    expect(await signInAs('user')).toBe('/');
  });

  it('goes to the page asked for, whoever signs in', async () => {
    expect(await signInAs('Admin', '/dashboard/Users?page=2')).toBe('/dashboard/Users?page=2');
  });
});
