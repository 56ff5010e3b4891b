import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../../shared/schemas/order.ts';
import { supportDialogs } from '../../../test/dialog.ts';
import { PLACED_COLLECT } from '../../../test/fixtures.ts';
import { OrderActionDialog, type OrderActionRequest } from './order-action-dialog.tsx';

/** An accepted Click & Sell order: the customer brings 120 EUR and 50 USD. */
const SELL: OrderView = {
  ...PLACED_COLLECT,
  status: 'sell',
  Status: 'Accepted',
  title: 'Click & Sell',
  Orders: [
    {
      ...PLACED_COLLECT.Orders[0]!,
      status: 'sell',
      currencyMy: 120,
      currencyMycurrent: 'EUR',
      currencyTake: 100.82,
      currencyTakecurrent: 'GBP',
    },
    {
      ...PLACED_COLLECT.Orders[0]!,
      status: 'sell',
      currencyMy: 50,
      currencyMycurrent: 'USD',
      currencyTake: 36.9,
      currencyTakecurrent: 'GBP',
    },
  ],
};

const SERIES: Record<string, number[]> = { EUR: [5, 10, 20, 50], USD: [1, 5, 10, 20, 50, 100] };

type Answer = { status: number; body: unknown };

/** A server that knows the series and completes the order, or answers `refuse`. */
function serve(refuse?: Answer) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = String(input);
    const series = /^\/api\/denominations\/([A-Z]{3})$/.exec(path);
    if (series) return Response.json({ currency: series[1], denominations: SERIES[series[1]!] });
    if (path === `/api/acceptedToCompleted/${SELL._id}`) {
      if (refuse) return Response.json(refuse.body, { status: refuse.status });
      return Response.json({ ...SELL, Status: 'Completed' });
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not here' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderDialog(request: OrderActionRequest) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <OrderActionDialog request={request} onClose={() => {}} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog');
}

const completions = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => (init?.body === undefined ? undefined : JSON.parse(String(init.body))));
const euros = (dialog: HTMLElement) =>
  within(dialog).getByRole('group', { name: 'EUR notes received' });

describe('OrderActionDialog: completing a Click & Sell order', () => {
  beforeAll(supportDialogs);

  it('records the notes received per currency, and says what they are worth', async () => {
    const fetch = serve();
    const dialog = renderDialog({ action: 'complete', order: SELL });
    expect(dialog.textContent).toContain('Record the notes the customer handed in, if you wish');
    const fifties = await within(euros(dialog)).findByLabelText('€50 notes');
    expect(
      within(euros(dialog))
        .getAllByRole('spinbutton')
        .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['€50 notes', '€20 notes', '€10 notes', '€5 notes']);
    fireEvent.change(fifties, { target: { value: '2' } });
    fireEvent.change(within(euros(dialog)).getByLabelText('€20 notes'), { target: { value: '1' } });
    expect(
      within(dialog)
        .getAllByTestId('received-worth')
        .map((p) => p.textContent),
    ).toEqual(['Notes worth 120.00 of 120.00 EUR', 'Notes worth 0.00 of 50.00 USD']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, complete it!' }));
    expect(await within(dialog).findByRole('heading', { name: 'Completed!' })).toBeTruthy();
    // USD left empty: nothing recorded for it.
    expect(completions(fetch)).toEqual([{ notesReceived: { EUR: { '50': 2, '20': 1 } } }]);
  });

  it("completes as the spec's bare call when no note is given", async () => {
    const fetch = serve();
    const dialog = renderDialog({ action: 'complete', order: SELL });
    await within(euros(dialog)).findByLabelText('€50 notes');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, complete it!' }));
    expect(await within(dialog).findByRole('heading', { name: 'Completed!' })).toBeTruthy();
    expect(completions(fetch)).toEqual([undefined]);
  });

  it('says at the note what is wrong, typed or refused by the server', async () => {
    const fetch = serve({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST',
          message: 'EUR has no 500 note',
          issues: [{ path: 'body.notesReceived.EUR.20', message: 'Not a note we take' }],
        },
      },
    });
    const dialog = renderDialog({ action: 'complete', order: SELL });
    const twenties = await within(euros(dialog)).findByLabelText('€20 notes');
    fireEvent.change(twenties, { target: { value: '1.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, complete it!' }));
    expect(twenties.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Give a whole number of notes')).toBeTruthy();
    expect(completions(fetch)).toEqual([]);

    fireEvent.change(twenties, { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, complete it!' }));
    expect(await within(dialog).findByText('Not a note we take')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByRole('heading').textContent).toBe('Complete this order?');
  });

  it('asks nothing about notes for a Click & Collect order', async () => {
    const fetch = serve();
    const dialog = renderDialog({
      action: 'complete',
      order: { ...PLACED_COLLECT, _id: SELL._id },
    });
    expect(within(dialog).queryByRole('group')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, complete it!' }));
    await waitFor(() => expect(completions(fetch)).toEqual([undefined]));
  });
});
