import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, api } from '../../lib/api-client.ts';
import { noteAnswer } from '../../lib/connection.ts';
import { aCurrency, EUR } from '../../test/fixtures.ts';
import { OfflineBanner } from './offline-banner.tsx';

// The rates' latest time: 10:42 in London on 24 November (GMT).
const RATES = [
  EUR,
  aCurrency({
    value: 'USD',
    label: 'US Dollar',
    Rate: 1.3,
    updatedAt: '2026-11-24T10:42:00.000Z',
  }),
];
const KEPT = { 'x-served-from-cache': 'true' };

/** The API: the rates, as the server gives them or as the service worker kept them. */
function serveRates(headers: Record<string, string> = {}) {
  const fetch = vi.fn(async () => Response.json(RATES, { headers }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderBanner() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <OfflineBanner />
    </QueryClientProvider>,
  );
}

const notice = () => screen.queryByTestId('offline');

describe('the offline banner', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // Back online for the next test: the browser, and an answer from the server.
    act(() => {
      window.dispatchEvent(new Event('online'));
      noteAnswer(new Response());
    });
  });

  it('stays away while the server answers, though the live region is there', () => {
    renderBanner();
    expect(notice()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows when the browser goes offline, with the time of the last known rates', async () => {
    const fetch = serveRates();
    renderBanner();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));

    // The rates are asked for even offline: the service worker may have kept them.
    await waitFor(() => expect(notice()?.textContent).toContain('rates from 10:42, 24 Nov'));
    expect(fetch).toHaveBeenCalledWith('/api/currency', expect.anything());
    expect(screen.getByRole('status').textContent).toBe(
      "You're offline — rates from 10:42, 24 Nov. Ordering needs a connection; the pages you opened before still show.Try again",
    );
  });

  it('shows when the server does not answer and the service worker does, until it answers again', async () => {
    renderBanner();
    serveRates(KEPT);
    await act(() => answer(api.GET('/api/currency')));
    await waitFor(() => expect(notice()?.textContent).toContain('rates from 10:42, 24 Nov'));

    const fetch = serveRates();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(notice()).toBeNull());
    expect(fetch).toHaveBeenCalledWith('/api/currency', expect.anything());
  });
});
