import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { supportDialogs } from '#web/test/dialog.ts';
import { EUR } from '#web/test/fixtures.ts';
import { MarketRateDialog } from './market-rate-dialog.tsx';

const eur = { ...EUR, Sell: -2.5 };

const CORRECTION =
  'Correct a mistyped rate: quotes made at the old rate will be withdrawn and their customers asked to review their basket';

/** A server whose outlier limit is 25% (none when `outlierPercent` is null). */
function serve({
  outlierPercent = 25,
  put = (body: { Rate: number }) => Response.json({ ...eur, Rate: body.Rate }),
}: {
  outlierPercent?: number | null;
  put?: (body: { Rate: number }) => Response;
} = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/rates/latest') {
      return outlierPercent === null
        ? Response.json({ error: { code: 'INTERNAL', message: 'Down' } }, { status: 503 })
        : Response.json({ on: false, outlierPercent, held: [], failures: [] });
    }
    if (path === '/api/UpdateCurrencyPrice/EUR' && init?.method === 'PUT') {
      return put(JSON.parse(String(init.body)));
    }
    return Response.json([]);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function renderDialog() {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MarketRateDialog currency={eur} onClose={onClose} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  // The outlier limit has been asked for.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return onClose;
}

const rateField = () => screen.getByLabelText('Market rate (EUR per 1 GBP)') as HTMLInputElement;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const puts = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([path, init]) => [path, JSON.parse(String(init!.body))]);
const toast = (message: string) => screen.findByText(message, { selector: '[role=alert]' });

describe('MarketRateDialog', () => {
  beforeAll(supportDialogs);
  it('starts at the current rate and saves a change within the limit at once, as a plain change', async () => {
    const fetch = serve();
    const onClose = await renderDialog();
    expect(screen.getByRole('heading', { name: 'Set the EUR market rate' })).toBeTruthy();
    expect(rateField().value).toBe('1.15');
    expect((screen.getByRole('checkbox', { name: CORRECTION }) as HTMLInputElement).checked).toBe(
      false,
    );

    fireEvent.change(rateField(), { target: { value: '1.4375' } }); // +25%: the limit itself
    click('Save rate');
    expect(await toast('Set the EUR market rate to 1.4375')).toBeTruthy();
    expect(puts(fetch)).toEqual([
      ['/api/UpdateCurrencyPrice/EUR', { Rate: 1.4375, correction: false }],
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks before a change beyond the limit, saying by how much, then asks about a correction', async () => {
    const fetch = serve();
    const onClose = await renderDialog();
    fireEvent.change(rateField(), { target: { value: '11.5' } });
    click('Save rate');

    expect(await screen.findByRole('heading', { name: 'Change EUR by +900%?' })).toBeTruthy();
    expect(screen.getByTestId('rate-change').textContent).toBe('1.1500 → 11.5000');
    expect(
      screen.getByText(
        'That is more than the 25% at which latest rates are held for you to confirm.',
      ),
    ).toBeTruthy();
    expect(puts(fetch)).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: CORRECTION }));
    click('Yes, save it!');
    expect(
      await toast('Corrected the EUR market rate to 11.5000: quotes at 1.1500 are withdrawn'),
    ).toBeTruthy();
    expect(puts(fetch)).toEqual([
      ['/api/UpdateCurrencyPrice/EUR', { Rate: 11.5, correction: true }],
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('goes back to the typed rate from the warning, saving nothing', async () => {
    const fetch = serve();
    const onClose = await renderDialog();
    fireEvent.change(rateField(), { target: { value: '0.8' } });
    click('Save rate');
    expect(await screen.findByRole('heading', { name: 'Change EUR by -30.4%?' })).toBeTruthy();
    click('Go back');
    expect(screen.getByRole('heading', { name: 'Set the EUR market rate' })).toBeTruthy();
    expect(rateField().value).toBe('0.8');
    expect(puts(fetch)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks about every change while the limit is unknown', async () => {
    serve({ outlierPercent: null });
    await renderDialog();
    fireEvent.change(rateField(), { target: { value: '1.16' } });
    click('Save rate');
    expect(await screen.findByRole('heading', { name: 'Change EUR by +0.9%?' })).toBeTruthy();
    expect(screen.queryByText(/at which latest rates are held/)).toBeNull();
  });

  it.each([
    ['0', 'The rate must be above zero'],
    ['', 'The rate must be above zero'],
    ['1.15', 'That is the market rate already'],
  ])('refuses %j with "%s", without asking the server', async (value, message) => {
    const fetch = serve();
    await renderDialog();
    fireEvent.change(rateField(), { target: { value } });
    click('Save rate');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(rateField().getAttribute('aria-invalid')).toBe('true');
    expect(puts(fetch)).toEqual([]);
  });

  it("shows the server's message in the dialog and stays open", async () => {
    serve({
      put: () =>
        Response.json(
          { error: { code: 'NOT_FOUND', message: "We don't offer the currency EUR" } },
          { status: 404 },
        ),
    });
    const onClose = await renderDialog();
    fireEvent.change(rateField(), { target: { value: '1.2' } });
    click('Save rate');
    expect(
      await screen.findByText("We don't offer the currency EUR", { selector: '[role=alert]' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Set the EUR market rate' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
