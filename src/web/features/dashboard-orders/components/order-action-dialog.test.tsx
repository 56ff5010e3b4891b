import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '#shared/schemas/order.ts';
import { supportDialogs } from '#web/test/dialog.ts';
import { PLACED_COLLECT } from '#web/test/fixtures.ts';
import {
  DONE_SHOWS_MS,
  OrderActionDialog,
  type OrderActionRequest,
} from './order-action-dialog.tsx';

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
const ACCEPTED: OrderView = { ...PLACED_COLLECT, Status: 'Accepted' };
const COMPLETED: OrderView = { ...PLACED_COLLECT, Status: 'Completed' };

const SERIES: Record<string, number[]> = { EUR: [5, 10, 20, 50], USD: [1, 5, 10, 20, 50, 100] };
const PASSPORT = { type: 'passport', last4: '12AB' };

type Answer = { status: number; body: unknown };

/** A server that knows the series and carries out every move, or answers `refuse`. */
function serve(refuse?: Answer) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const series = /^\/api\/denominations\/([A-Z]{3})$/.exec(path);
    if (series) return Response.json({ currency: series[1], denominations: SERIES[series[1]!] });
    if (/^\/api\/(acceptedToCompleted|deleteOrder|pendingToAceept)\//.test(path)) {
      if (refuse) return Response.json(refuse.body, { status: refuse.status });
      const Status = init?.method === 'DELETE' ? 'Deleted' : 'Completed';
      return Response.json({ ...PLACED_COLLECT, Status });
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not here' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderDialog(request: OrderActionRequest, onClose = () => {}) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <OrderActionDialog request={request} onClose={onClose} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog');
}

/** The bodies sent with `method` (undefined for none). */
const sent = (fetch: ReturnType<typeof serve>, method: 'PUT' | 'DELETE') =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([, init]) => (init?.body === undefined ? undefined : JSON.parse(String(init.body))));
const euros = (dialog: HTMLElement) =>
  within(dialog).getByRole('group', { name: 'EUR notes received' });

/** Fills in the customer's ID as staff do. */
function checkId(dialog: HTMLElement, label = 'Passport', last4 = '12ab') {
  const id = within(dialog).getByRole('group', { name: "Customer's ID" });
  fireEvent.change(within(id).getByLabelText('Document'), {
    target: { value: within(id).getByRole('option', { name: label }).getAttribute('value') },
  });
  fireEvent.change(within(id).getByLabelText('Last four characters'), {
    target: { value: last4 },
  });
}

const click = (dialog: HTMLElement, name: string) =>
  fireEvent.click(within(dialog).getByRole('button', { name }));

beforeAll(supportDialogs);
afterEach(() => {
  vi.useRealTimers();
});

describe('OrderActionDialog: completing an order', () => {
  it("asks for the customer's ID, required, and sends it", async () => {
    const fetch = serve();
    const dialog = renderDialog({ action: 'complete', order: ACCEPTED });
    const kind = within(dialog).getByLabelText('Document');
    expect(kind).toBe(document.activeElement);
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose…',
      'Passport',
      'UK photo driving licence',
      'European photo driving licence',
      'European ID card',
    ]);

    click(dialog, 'Yes, complete it!');
    expect(await within(dialog).findByText('Choose the document the customer showed')).toBeTruthy();
    expect(
      within(dialog).getByText('Enter the last four letters or digits of the document'),
    ).toBeTruthy();
    expect(kind.getAttribute('aria-invalid')).toBe('true');
    expect(kind).toBe(document.activeElement);
    expect(sent(fetch, 'PUT')).toEqual([]);

    checkId(dialog);
    click(dialog, 'Yes, complete it!');
    expect(await within(dialog).findByRole('heading', { name: 'Completed!' })).toBeTruthy();
    expect(sent(fetch, 'PUT')).toEqual([{ idCheck: PASSPORT }]);
  });

  it('shows a refusal at its field in the dialog', async () => {
    serve({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST',
          message: 'Enter the last four letters or digits of the document',
          issues: [{ path: 'body.idCheck.last4', message: 'Not the last four of this document' }],
        },
      },
    });
    const dialog = renderDialog({ action: 'complete', order: ACCEPTED });
    checkId(dialog);
    click(dialog, 'Yes, complete it!');
    expect(await within(dialog).findByText('Not the last four of this document')).toBeTruthy();
    const last4 = within(dialog).getByLabelText('Last four characters');
    expect(last4.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(last4));
    expect(within(dialog).getByRole('heading').textContent).toBe('Complete this order?');
  });

  it("shows a message naming no field in the dialog's alert", async () => {
    serve({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST',
          message: "Check the customer's ID: record the document and its last four characters",
          issues: [{ path: 'idCheck', message: 'Required for an order of £1,000 or more' }],
        },
      },
    });
    const dialog = renderDialog({ action: 'complete', order: ACCEPTED });
    checkId(dialog);
    click(dialog, 'Yes, complete it!');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "Check the customer's ID: record the document and its last four characters",
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('closes with a toast when the order moved meanwhile', async () => {
    serve({
      status: 409,
      body: {
        error: { code: 'CONFLICT', message: 'This order is Deleted: it cannot be completed' },
      },
    });
    const onClose = vi.fn();
    const dialog = renderDialog({ action: 'complete', order: ACCEPTED }, onClose);
    checkId(dialog);
    click(dialog, 'Yes, complete it!');
    expect(await screen.findByText('This order is Deleted: it cannot be completed')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('OrderActionDialog: what changes hands', () => {
  /** The dialog's summary of the exchange, term by term. */
  const exchange = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('region', { name: 'What changes hands' }))
      .getAllByRole('definition')
      .map((value) => value.textContent);

  it('says the GBP to take and the notes to hand over beside the ID check', () => {
    serve();
    const order: OrderView = {
      ...ACCEPTED,
      Orders: [
        {
          ...ACCEPTED.Orders[0]!,
          notes: [
            { denomination: 50, count: 2 },
            { denomination: 5, count: 1 },
          ],
          changeGbp: 0.42,
        },
      ],
    };
    const dialog = renderDialog({ action: 'complete', order });
    expect(exchange(dialog)).toEqual(['£90.00', '100.74 EUR: 2 × €50, 1 × €5£0.42 change in GBP']);
    expect(within(dialog).getByText('Take from the customer')).toBeTruthy();
    expect(within(dialog).getByText('Hand over')).toBeTruthy();
  });

  it('says the cash to count in and the GBP to pay for a Click & Sell order', () => {
    serve();
    const dialog = renderDialog({ action: 'complete', order: SELL });
    expect(exchange(dialog)).toEqual(['120.00 EUR, 50.00 USD', '£90.00']);
    expect(within(dialog).getByText('Count in')).toBeTruthy();
    expect(within(dialog).getByText('Pay the customer')).toBeTruthy();
  });

  it('clears each problem as soon as its field is put right', async () => {
    serve();
    const dialog = renderDialog({ action: 'complete', order: ACCEPTED });
    click(dialog, 'Yes, complete it!');
    const missing = 'Enter the last four letters or digits of the document';
    expect(await within(dialog).findByText(missing)).toBeTruthy();
    checkId(dialog);
    await waitFor(() => expect(within(dialog).queryByText(missing)).toBeNull());
    expect(within(dialog).queryByText('Choose the document the customer showed')).toBeNull();
    expect(
      within(dialog).getByLabelText('Last four characters').getAttribute('aria-invalid'),
    ).not.toBe('true');
  });

  it('clears a refusal naming no field once a field changes', async () => {
    serve({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST',
          message: "Check the customer's ID: record the document and its last four characters",
          issues: [],
        },
      },
    });
    const dialog = renderDialog({ action: 'complete', order: ACCEPTED });
    checkId(dialog);
    click(dialog, 'Yes, complete it!');
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Last four characters'), {
      target: { value: '99zz' },
    });
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });
});

describe('OrderActionDialog: completing a Click & Sell order', () => {
  it('records the ID and the notes received per currency, and says what they are worth', async () => {
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
    checkId(dialog, 'European ID card', 'x7y8');
    click(dialog, 'Yes, complete it!');
    expect(await within(dialog).findByRole('heading', { name: 'Completed!' })).toBeTruthy();
    // USD left empty: nothing recorded for it.
    expect(sent(fetch, 'PUT')).toEqual([
      {
        idCheck: { type: 'eu-id-card', last4: 'X7Y8' },
        notesReceived: { EUR: { '50': 2, '20': 1 } },
      },
    ]);
  });

  it('sends the ID check alone when no note is given', async () => {
    const fetch = serve();
    const dialog = renderDialog({ action: 'complete', order: SELL });
    await within(euros(dialog)).findByLabelText('€50 notes');
    checkId(dialog);
    click(dialog, 'Yes, complete it!');
    expect(await within(dialog).findByRole('heading', { name: 'Completed!' })).toBeTruthy();
    expect(sent(fetch, 'PUT')).toEqual([{ idCheck: PASSPORT }]);
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
    checkId(dialog);
    const twenties = await within(euros(dialog)).findByLabelText('€20 notes');
    fireEvent.change(twenties, { target: { value: '1.5' } });
    click(dialog, 'Yes, complete it!');
    expect(await within(dialog).findByText('Give a whole number of notes')).toBeTruthy();
    expect(twenties.getAttribute('aria-invalid')).toBe('true');
    expect(sent(fetch, 'PUT')).toEqual([]);

    fireEvent.change(twenties, { target: { value: '6' } });
    click(dialog, 'Yes, complete it!');
    expect(await within(dialog).findByText('Not a note we take')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByRole('heading').textContent).toBe('Complete this order?');
  });

  it('asks nothing about notes for a Click & Collect order', () => {
    serve();
    const dialog = renderDialog({ action: 'complete', order: ACCEPTED });
    expect(within(dialog).queryByRole('group', { name: /notes received/ })).toBeNull();
  });
});

describe('OrderActionDialog: deleting', () => {
  it("deletes an open order as the spec's bare call, Cancel in focus", async () => {
    const fetch = serve();
    const dialog = renderDialog({ action: 'delete', order: PLACED_COLLECT });
    expect(within(dialog).getByRole('heading').textContent).toBe('Are you sure?');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
    click(dialog, 'Yes, delete it!');
    expect(await within(dialog).findByRole('heading', { name: 'Deleted!' })).toBeTruthy();
    expect(dialog.textContent).toContain('Your file has been deleted.');
    expect(sent(fetch, 'DELETE')).toEqual([undefined]);
  });

  it('asks for the reason a completed order is deleted, and sends it', async () => {
    const fetch = serve();
    const dialog = renderDialog({ action: 'delete', order: COMPLETED });
    expect(dialog.textContent).toContain("You won't be able to revert this!");
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for deleting' });
    expect(reason).toBe(document.activeElement);

    click(dialog, 'Yes, delete it!');
    expect(await within(dialog).findByText('Give a reason')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(sent(fetch, 'DELETE')).toEqual([]);

    fireEvent.change(reason, { target: { value: ' Entered twice ' } });
    click(dialog, 'Yes, delete it!');
    expect(await within(dialog).findByRole('heading', { name: 'Deleted!' })).toBeTruthy();
    expect(sent(fetch, 'DELETE')).toEqual([{ reason: 'Entered twice' }]);
  });

  it("shows the server's refusal in the dialog", async () => {
    serve({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'Only an Admin can delete a completed order' } },
    });
    const dialog = renderDialog({ action: 'delete', order: COMPLETED });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason for deleting' }), {
      target: { value: 'Entered twice' },
    });
    click(dialog, 'Yes, delete it!');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Only an Admin can delete a completed order',
    );
  });
});

describe('OrderActionDialog: the success step', () => {
  it('keeps its words and closes by itself after two seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    const onClose = vi.fn();
    const dialog = renderDialog({ action: 'accept', order: PLACED_COLLECT }, onClose);
    click(dialog, 'Yes, accept it!');
    expect(await within(dialog).findByRole('heading', { name: 'Accepted!' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBe(document.activeElement);

    act(() => vi.advanceTimersByTime(DONE_SHOWS_MS - 100));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('still closes at once on OK or Escape, and not again later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    for (const closeIt of [
      (dialog: HTMLElement) => click(dialog, 'OK'),
      (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true })),
    ]) {
      const onClose = vi.fn();
      const dialog = renderDialog({ action: 'delete', order: PLACED_COLLECT }, onClose);
      click(dialog, 'Yes, delete it!');
      await within(dialog).findByRole('heading', { name: 'Deleted!' });
      closeIt(dialog);
      expect(onClose).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(DONE_SHOWS_MS * 2));
      expect(onClose).toHaveBeenCalledTimes(1);
      cleanup();
    }
  });
});
