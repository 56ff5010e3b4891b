import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '#shared/domain/password-policy.ts';
import { renderApp, stubApi } from '#web/test/render-app.tsx';
import { SignUpForm } from './sign-up-form.tsx';

const policy: PasswordPolicy = {
  minLength: 8,
  maxLength: 128,
  requireLowercase: false,
  requireUppercase: true,
  requireNumeric: false,
  requireNonAlphanumeric: false,
};

function renderSignUp(answers: Record<string, unknown> = {}) {
  const fetch = stubApi({ '/api/auth/password-policy': policy, ...answers });
  renderApp(
    [
      { path: '/signUp', element: <SignUpForm returnTo="/rates" /> },
      { path: '/rates', element: <p>Rates page</p> },
    ],
    { path: '/signUp', auth: { user: null, loading: false } },
  );
  return fetch;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: "Let's Go!" }));
const signUpCalls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([path]) => path === '/api/auth/sign-up');

describe('SignUpForm', () => {
  it('ticks off the password rules as the password is typed', async () => {
    renderSignUp();
    const checklist = await screen.findByRole('list', { name: 'Password rules' });
    const met = () =>
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => `${item.textContent}: ${item.dataset.met}`);

    type('Password', 'abc');
    expect(met()).toEqual([
      '•Use at least 8 characters (to do): false',
      '✓Use at most 128 characters (done): true',
      '•Include an uppercase letter (to do): false',
    ]);
    type('Password', 'Abcdefgh');
    expect(met()).toEqual([
      '✓Use at least 8 characters (done): true',
      '✓Use at most 128 characters (done): true',
      '✓Include an uppercase letter (done): true',
    ]);
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe(checklist.id);
  });

  it("asks for the empty fields in the spec's words, without calling the server", async () => {
    const fetch = renderSignUp();
    await screen.findByRole('list', { name: 'Password rules' });
    submit();
    expect(await screen.findByText('Enter an email')).toBeTruthy();
    expect(screen.getByText('Enter a password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));

    type('Email', 'kim@example.com');
    type('Password', 'abcdefgh');
    submit();
    expect(
      await within(screen.getByLabelText('Password').parentElement!).findByText(
        'Include an uppercase letter',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Enter an email')).toBeNull();
    expect(signUpCalls(fetch)).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    const fetch = renderSignUp({
      '/api/auth/sign-up': new Response(
        JSON.stringify({
          error: {
            code: 'CONFLICT',
            message: 'An account with this email already exists. Sign in instead.',
          },
        }),
        { status: 409 },
      ),
    });
    await screen.findByRole('list', { name: 'Password rules' });
    type('Email', ' kim@example.com ');
    type('Password', 'Abcdefgh');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An account with this email already exists. Sign in instead.',
    );
    expect(signUpCalls(fetch)[0]?.[1]).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ email: 'kim@example.com', password: 'Abcdefgh' }),
    });
  });

  it('goes on to where the visitor was going once signed up', async () => {
    renderSignUp({
      '/api/auth/sign-up': new Response(
        JSON.stringify({
          user: {
            email: 'kim@example.com',
            role: 'user',
            displayName: null,
            photoURL: null,
            emailVerified: false,
            branches: [],
          },
        }),
        { status: 201 },
      ),
    });
    await screen.findByRole('list', { name: 'Password rules' });
    type('Email', 'kim@example.com');
    type('Password', 'Abcdefgh');
    submit();
    expect(await screen.findByText('Rates page')).toBeTruthy();
  });
});
