import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { HeldOrder } from '#shared/schemas/review.ts';
import { supportDialogs } from '#web/test/dialog.ts';
import { BRIGHTON, PLACED_COLLECT } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { ReviewQueue } from './review-queue.tsx';

const HELD: HeldOrder = {
  ...PLACED_COLLECT,
  TotalMoney: 4000,
  FxAmount: '4,604.00 EUR',
  flags: ['near-threshold', 'linked'],
  review: 'held',
  holdReasons: ['due-diligence'],
  sanctions: null,
  sanctionsMatch: null,
  linkedGbp: 12000,
  idCheck: null,
  deleteReason: null,
  anonymised: false,
  linkedOrders: [
    {
      _id: '0b7c2f52-4a55-4b8e-9d59-5c1c0e7b8a21',
      Order_Id: '11112222',
      TotalMoney: 5000,
      time: '2026-11-02T10:00:00.000Z',
      Status: 'Completed',
      addressKey: 'brighton',
    },
    {
      _id: '0b7c2f52-4a55-4b8e-9d59-5c1c0e7b8a22',
      Order_Id: '33334444',
      TotalMoney: 3000,
      time: '2026-11-20T10:00:00.000Z',
      Status: 'Pending',
      addressKey: 'worthing',
    },
  ],
};

type Answer = { status: number; body: unknown };

/** A server holding `held`; a decision takes the order out of the queue, or answers `refuse`. */
function serve(held: HeldOrder[], refuse?: Answer) {
  let queue = [...held];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/branches') return Response.json([BRIGHTON]);
    if (path === '/api/reviews') return Response.json(queue);
    const decided = /^\/api\/reviews\/(.+)$/.exec(path);
    if (decided && init?.method === 'POST') {
      if (refuse) return Response.json(refuse.body, { status: refuse.status });
      const order = queue.find((each) => each._id === decided[1]);
      queue = queue.filter((each) => each._id !== decided[1]);
      return Response.json({ ...order, review: 'cleared' });
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not here' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderQueue(mlro = false) {
  renderApp(
    [
      {
        path: '/dashboard/reviews',
        element: (
          <>
            <ReviewQueue mlro={mlro} />
            <ToastContainer />
          </>
        ),
      },
    ],
    { path: '/dashboard/reviews', auth: { user: null, loading: false } },
  );
}

const decisions = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([path, init]) => [path, JSON.parse(String(init?.body))]);

describe('ReviewQueue', () => {
  beforeAll(supportDialogs);

  it('shows each held order with its customer, branch, amount, linked total and linked orders', async () => {
    serve([HELD]);
    renderQueue();
    const card = await screen.findByTestId('held-order');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Order 12345678');
    expect(card.textContent).toContain('Ada Lovelace');
    expect(card.textContent).toContain('ada@example.com');
    expect(card.textContent).toContain('01632 960123');
    expect(card.textContent).toContain('£4,000.00, Click & Collect');
    expect(within(card).getByTestId('linked-total').textContent).toBe('£12,000.00');
    const marks = within(card).getByRole('list', { name: 'Marks' });
    expect(
      within(marks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Near a threshold', 'Linked orders']);
    await waitFor(() => expect(card.textContent).toContain('BranchBrighton'));
    const linked = within(within(card).getByTestId('linked-orders'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(linked).toEqual([
      '11112222£5,000.00November 2nd 2026Completed, Brighton',
      // A branch the list does not know is named by its key.
      '33334444£3,000.00November 20th 2026Pending, worthing',
    ]);
    expect(within(card).getByRole('link', { name: '11112222' }).getAttribute('href')).toBe(
      `/dashboard/orderDetails/${HELD.linkedOrders[0]!._id}`,
    );
  });

  it('says when nothing waits', async () => {
    serve([]);
    renderQueue();
    expect(await screen.findByText('No orders are waiting for review.')).toBeTruthy();
  });

  it('clears an order with a note, asked for first, and takes it out of the queue', async () => {
    const fetch = serve([HELD]);
    renderQueue();
    const card = await screen.findByTestId('held-order');
    fireEvent.click(within(card).getByRole('button', { name: 'Clear order 12345678' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Clear this order?');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear the order' }));
    // The form checks the note with the server's schema, whose answer comes a tick later.
    expect(await within(dialog).findByText('Write a note of at least 3 characters')).toBeTruthy();
    expect(within(dialog).getByLabelText('Note').getAttribute('aria-invalid')).toBe('true');
    expect(decisions(fetch)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Note'), {
      target: { value: '  Payslips seen  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear the order' }));
    expect(await screen.findByText('Order 12345678 cleared: it can now be accepted')).toBeTruthy();
    expect(decisions(fetch)).toEqual([
      [`/api/reviews/${HELD._id}`, { decision: 'clear', note: 'Payslips seen' }],
    ]);
    expect(await screen.findByText('No orders are waiting for review.')).toBeTruthy();
  });

  it("closes with the server's refusal when another Admin decided first", async () => {
    serve([HELD], {
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'This order is not held for review' } },
    });
    renderQueue();
    const card = await screen.findByTestId('held-order');
    fireEvent.click(within(card).getByRole('button', { name: 'Reject order 12345678' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Reject this order?');
    expect(dialog.textContent).toContain('It is deleted and its notes go back into stock.');
    fireEvent.change(within(dialog).getByLabelText('Note'), {
      target: { value: 'No source of funds' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject the order' }));
    expect(await screen.findByText('This order is not held for review')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  const MATCHED: HeldOrder = {
    ...HELD,
    flags: [],
    review: null,
    holdReasons: ['sanctions'],
    sanctions: 'held',
    sanctionsMatch: {
      uniqueId: 'GHR0001',
      name: 'Rustam KARIMOV',
      regime: 'Global Human Rights',
      matched: 'Rustam Karimov',
    },
    linkedOrders: [],
  };

  it('shows a sanctions hold with its match, without the decisions to all but the MLRO', async () => {
    serve([MATCHED]);
    renderQueue();
    const card = await screen.findByTestId('held-order');
    expect(within(card).getByRole('list', { name: 'Held for' }).textContent).toBe(
      'Sanctions match',
    );
    expect(card.textContent).toContain('Held for the MLRO · Pending');
    const match = within(card).getByTestId('sanctions-match');
    expect(match.textContent).toContain('Rustam KARIMOV');
    expect(match.textContent).toContain('Global Human Rights');
    expect(match.textContent).toContain('GHR0001');
    expect(within(card).queryByRole('button', { name: /Clear|Report|Reject/ })).toBeNull();
    expect(card.textContent).toContain('Only the MLRO decides on a sanctions hold.');
  });

  it('lets the MLRO report a match with whom to, the reference and the day', async () => {
    const fetch = serve([MATCHED]);
    renderQueue(true);
    const card = await screen.findByTestId('held-order');
    expect(within(card).getByRole('button', { name: 'Clear match order 12345678' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Report order 12345678' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Report this order?');
    fireEvent.change(within(dialog).getByLabelText('Note'), {
      target: { value: 'Date of birth matches' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the report' }));
    expect(await within(dialog).findByText('Choose NCA or OFSI')).toBeTruthy();
    expect(decisions(fetch)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reported to'), { target: { value: 'NCA' } });
    fireEvent.change(within(dialog).getByLabelText('Reference'), {
      target: { value: 'SAR-42' },
    });
    fireEvent.change(within(dialog).getByLabelText('Reported on'), {
      target: { value: '2026-11-30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the report' }));
    expect(await screen.findByText('Order 12345678 reported: it is frozen')).toBeTruthy();
    expect(decisions(fetch)).toEqual([
      [
        `/api/reviews/${HELD._id}`,
        {
          decision: 'report',
          note: 'Date of birth matches',
          reportedTo: 'NCA',
          reference: 'SAR-42',
          reportedOn: '2026-11-30',
        },
      ],
    ]);
  });
});
