import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import type { LatestRatesState } from '#shared/schemas/currency.ts';
import { LatestRatesPanel } from './latest-rates-panel.tsx';

const off: LatestRatesState = {
  on: false,
  provider: 'currency-api',
  refreshMinutes: 15,
  outlierPercent: 25,
  lastRefreshAt: null,
  failures: [],
  held: [],
};

const on: LatestRatesState = {
  ...off,
  on: true,
  lastRefreshAt: '2026-11-21T14:05:00.000Z',
  failures: [{ value: 'VES', reason: 'missing', message: 'no rate for VES' }],
  held: [
    {
      value: 'TRY',
      storedRate: 40,
      proposedRate: 56,
      changePercent: 40,
      fetchedAt: '2026-11-21T14:05:00.000Z',
    },
  ],
};

/** Answers the latest-rates calls from `state`, switching it as the server would. */
function serve(initial: LatestRatesState) {
  let state = initial;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/rates/latest' && init?.method === 'PUT') {
      state = JSON.parse(String(init.body)).on ? on : { ...on, on: false };
    } else if (path === '/api/rates/held/TRY' && init?.method === 'DELETE') {
      state = { ...state, held: [] };
    } else if (path !== '/api/rates/latest') {
      return Response.json([]);
    }
    return Response.json(state);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPanel() {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <LatestRatesPanel />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('LatestRatesPanel', () => {
  it('reads Get the Latest while off, and switching on shows the refresh and what it held', async () => {
    const fetch = serve(off);
    renderPanel();
    expect(
      await screen.findByText('Off: market prices change only when staff set them.'),
    ).toBeTruthy();
    expect(screen.getByTestId('last-refresh').textContent).toBe('never');

    fireEvent.click(screen.getByRole('button', { name: 'Get the Latest' }));
    expect(await screen.findByRole('button', { name: 'Stop the Latest' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/rates/latest',
      expect.objectContaining({ method: 'PUT', body: '{"on":true}' }),
    );
    expect(screen.getByText('On: every 15 minutes from currency-api.')).toBeTruthy();
    expect(screen.getByTestId('last-refresh').textContent).toBe('November 21st 2026, 14:05');
    expect(screen.getByTestId('rate-failure').textContent).toBe('VES: no rate for VES');
    const held = screen.getByTestId('held-rate');
    expect(
      within(held)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 3),
    ).toEqual(['40.0000', '56.0000', '+40%']);
    expect(
      await screen.findByText('Latest rates are on', { selector: '[role=alert]' }),
    ).toBeTruthy();
  });

  it('switches off with Stop the Latest', async () => {
    const fetch = serve(on);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Stop the Latest' }));
    expect(await screen.findByRole('button', { name: 'Get the Latest' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/rates/latest',
      expect.objectContaining({ method: 'PUT', body: '{"on":false}' }),
    );
  });

  it('dismisses a held rate, keeping the stored one, and refetches the currencies', async () => {
    const fetch = serve(on);
    const queryClient = renderPanel();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss TRY' }));
    await waitFor(() => expect(screen.queryByTestId('held-rate')).toBeNull());
    expect(fetch).toHaveBeenCalledWith(
      '/api/rates/held/TRY',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['currency'] });
    expect(
      await screen.findByText('Kept the stored TRY rate', { selector: '[role=alert]' }),
    ).toBeTruthy();
  });
});
