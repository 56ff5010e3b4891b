import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi } from '#web/test/render-app.tsx';
import { GoogleSignIn } from './google-sign-in.tsx';

function renderGoogle(
  google: { enabled: boolean; reason?: string },
  { returnTo }: { returnTo?: string } = { returnTo: '/dashboard/Users?page=2' },
) {
  stubApi({ '/api/auth/providers': { google } });
  renderApp([{ path: '/', element: <GoogleSignIn returnTo={returnTo} /> }], {
    path: '/',
    auth: { user: null, loading: false },
  });
}

describe('GoogleSignIn', () => {
  it("links to the server's Google start with where to come back to", async () => {
    renderGoogle({ enabled: true });
    const link = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(link.getAttribute('href')).toBe(
      '/api/auth/google/start?returnTo=%2Fdashboard%2FUsers%3Fpage%3D2',
    );
  });

  it('leaves the landing to the server when no page was asked for (Staff and Admins: Today)', async () => {
    renderGoogle({ enabled: true }, {});
    const link = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(link.getAttribute('href')).toBe('/api/auth/google/start');
  });

  it('is disabled, with the reason, when Google is not set up', async () => {
    renderGoogle({ enabled: false, reason: 'Google sign-in is not set up for this site yet.' });
    const reason = await screen.findByText('Google sign-in is not set up for this site yet.');
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
