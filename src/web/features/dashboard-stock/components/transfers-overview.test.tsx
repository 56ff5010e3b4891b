import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewTransferBody, Transfer } from '#shared/schemas/stock-operations.ts';
import { supportDialogs } from '#web/test/dialog.ts';
import { aBranch, BRIGHTON } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { aStock } from '../test-stock.ts';
import { TransfersOverview } from './transfers-overview.tsx';

const WORTHING = aBranch({ key: 'worthing', name: 'Worthing', latitude: 50.81, longitude: -0.37 });

const REQUESTED: Transfer = {
  id: '00000000-0000-4000-8000-000000000001',
  from: 'brighton',
  to: 'worthing',
  currency: 'EUR',
  status: 'requested',
  notes: [
    { denomination: 50, count: 4 },
    { denomination: 20, count: 1 },
  ],
  value: 220,
  expectedDate: '2026-11-26',
  requestedBy: 'staff@example.com',
  requestedAt: '2026-11-24T09:00:00.000Z',
  sentAt: null,
  receivedAt: null,
};

type Answer = { status: number; body: unknown };

/** A server with these transfers; a POST to one moves it, or answers `refuse`. */
function serve(transfers: Transfer[], refuse?: (path: string) => Answer | undefined) {
  let held = [...transfers];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const answer = init?.method === 'POST' ? refuse?.(path) : undefined;
    if (answer) return Response.json(answer.body, { status: answer.status });
    if (path === '/api/branches') return Response.json([BRIGHTON, WORTHING]);
    if (path === '/api/stock/brighton') {
      return Response.json([
        aStock('EUR', [
          [50, 10],
          [20, 5],
        ]),
        aStock('TRY', [], { tracked: false }),
      ]);
    }
    if (path === '/api/denominations/EUR') {
      return Response.json({ currency: 'EUR', denominations: [20, 50] });
    }
    if (path.startsWith('/api/transfers') && init?.method !== 'POST') {
      const status = new URL(path, 'http://site.test').searchParams.get('status');
      return Response.json(held.filter((t) => !status || t.status === status));
    }
    if (path === '/api/transfers') {
      const body = JSON.parse(String(init?.body)) as NewTransferBody;
      const created = {
        ...REQUESTED,
        id: '00000000-0000-4000-8000-000000000002',
        ...body,
        notes: [],
        value: 220,
      };
      held = [created, ...held];
      return Response.json(created, { status: 201 });
    }
    const moved = /^\/api\/transfers\/(.+)\/(send|receive|cancel)$/.exec(path);
    if (moved) {
      const status = { send: 'sent', receive: 'received', cancel: 'cancelled' }[
        moved[2]!
      ] as Transfer['status'];
      held = held.map((t) =>
        t.id === moved[1] ? { ...t, status, sentAt: t.sentAt ?? '2026-11-24T10:00:00.000Z' } : t,
      );
      return Response.json(held.find((t) => t.id === moved[1]));
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not here' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderTransfers() {
  renderApp(
    [
      {
        path: '/dashboard/transfers',
        element: (
          <>
            <TransfersOverview />
            <ToastContainer />
          </>
        ),
      },
    ],
    { path: '/dashboard/transfers', auth: { user: null, loading: false } },
  );
}

const posted = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([path, init]) => [
      path,
      init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    ]);
const form = () => screen.getByRole('form', { name: 'Request a transfer' });

describe('TransfersOverview', () => {
  beforeAll(supportDialogs);

  it('requests notes of a currency the sender counts, with what it has of each', async () => {
    const fetch = serve([]);
    renderTransfers();
    await screen.findByRole('form', { name: 'Request a transfer' });
    const currency = within(form()).getByLabelText('Currency');
    await waitFor(() => expect((currency as HTMLSelectElement).value).toBe('EUR'));
    // Only the currencies the sender counts can be sent.
    expect([...(currency as HTMLSelectElement).options].map((o) => o.value)).toEqual(['EUR']);
    expect(await within(form()).findByText('10 available at Brighton')).toBeTruthy();

    fireEvent.click(within(form()).getByRole('button', { name: 'Request transfer' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe('Give at least one note');

    fireEvent.change(within(form()).getByLabelText('€50 notes'), { target: { value: '4' } });
    fireEvent.change(within(form()).getByLabelText('Expected on'), {
      target: { value: '2026-11-26' },
    });
    fireEvent.click(within(form()).getByRole('button', { name: 'Request transfer' }));
    expect(await screen.findByText('Requested 220.00 EUR from Brighton to Worthing')).toBeTruthy();
    expect(posted(fetch)).toEqual([
      [
        '/api/transfers',
        {
          from: 'brighton',
          to: 'worthing',
          currency: 'EUR',
          notes: { '50': 4 },
          expectedDate: '2026-11-26',
        },
      ],
    ]);
    expect((within(form()).getByLabelText('€50 notes') as HTMLInputElement).value).toBe('');
  });

  it('says at the field what the server refused', async () => {
    serve([], () => ({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST',
          message: 'Worthing does not count EUR: its stock is unknown',
          issues: [{ path: 'to', message: 'Worthing does not count EUR: its stock is unknown' }],
        },
      },
    }));
    renderTransfers();
    await screen.findByRole('form', { name: 'Request a transfer' });
    fireEvent.change(await within(form()).findByLabelText('€50 notes'), { target: { value: '1' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Request transfer' }));
    await waitFor(() =>
      expect(within(form()).getByLabelText('To').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(
      within(form()).getByText('Worthing does not count EUR: its stock is unknown'),
    ).toBeTruthy();
  });

  it('sends a requested transfer after its confirmation', async () => {
    const fetch = serve([REQUESTED]);
    renderTransfers();
    const item = await screen.findByTestId('transfer');
    expect(item.textContent).toContain('220.00 EUR: Brighton → Worthing');
    expect(item.textContent).toContain('4 × €50, 1 × €20');
    expect(item.textContent).toContain('Expected on Thursday 26 November 2026');
    expect(within(item).getByTestId('transfer-status').textContent).toBe('Requested');
    expect(
      within(item)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Send the transfer of 220.00 EUR from Brighton to Worthing',
      'Cancel the transfer of 220.00 EUR from Brighton to Worthing',
    ]);

    fireEvent.click(within(item).getByRole('button', { name: /^Send/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Send this transfer?');
    expect(dialog.textContent).toContain("The notes leave Brighton's stock and are in transit.");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, send it!' }));
    expect(await screen.findByText('Sent: 220.00 EUR from Brighton to Worthing')).toBeTruthy();
    expect(posted(fetch)).toEqual([[`/api/transfers/${REQUESTED.id}/send`, undefined]]);
    await waitFor(() => expect(screen.getByTestId('transfer-status').textContent).toBe('Sent'));
    expect(
      within(screen.getByTestId('transfer'))
        .getAllByRole('button')
        .map((b) => b.textContent?.split(' ')[0]),
    ).toEqual(['Receive', 'Cancel']);
  });

  it("closes with the server's words when another member of staff moved it first", async () => {
    serve([REQUESTED], () => ({
      status: 409,
      body: {
        error: { code: 'CONFLICT', message: 'This transfer is sent: it cannot be cancelled' },
      },
    }));
    renderTransfers();
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel the transfer/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it!' }));
    expect(await screen.findByText('This transfer is sent: it cannot be cancelled')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
