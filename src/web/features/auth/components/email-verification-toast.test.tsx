import { screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import { EMAIL_VERIFICATION_OUTCOMES } from '#shared/email-verification.ts';
import { AUTH_MESSAGES } from '#shared/schemas/user.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { EmailVerificationToast } from './email-verification-toast.tsx';

function renderAt(path: string) {
  return renderApp(
    [
      {
        path: '/',
        element: (
          <>
            <EmailVerificationToast />
            <ToastContainer />
          </>
        ),
      },
    ],
    { path, auth: { user: null, loading: false } },
  );
}

describe('EmailVerificationToast', () => {
  it.each([
    ['verified', 'Thank you: your email address is verified'],
    ['invalid', /^This verification link has expired or was already used\. Signed in, you can/],
    ['throttled', 'Too many attempts. Please wait a few minutes and try again.'],
  ])('shows the %s outcome once, dropping it from the address', async (outcome, message) => {
    const router = renderAt(`/?emailVerification=${outcome}&currency=EUR`);
    expect(await screen.findByText(message)).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.search).toBe('?currency=EUR'));
  });

  it('says what the server says when it throttles', () => {
    expect(EMAIL_VERIFICATION_OUTCOMES.throttled).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it('shows nothing for an outcome it does not know, and drops it', async () => {
    const router = renderAt('/?emailVerification=<b>hi</b>');
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
