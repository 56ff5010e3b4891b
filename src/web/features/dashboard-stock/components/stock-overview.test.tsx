import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrencyStock } from '#shared/schemas/stock.ts';
import { supportDialogs } from '#web/test/dialog.ts';
import { aBranch, BRIGHTON } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { aStock } from '../test-stock.ts';
import { StockOverview } from './stock-overview.tsx';

const WORTHING = aBranch({ key: 'worthing', name: 'Worthing', latitude: 50.81, longitude: -0.37 });

const EUR = aStock('EUR', [
  [50, 10, 2],
  [20, 5],
]);
const USD = aStock('USD', [[100, 3]], { lowBelow: 1000, low: true });
const TRY = aStock('TRY', [], { tracked: false });

type Answer = { status: number; body: unknown };

/**
 * A server with this stock at each branch; a PUT of counts answers `put(body)` when given, and
 * otherwise sets the notes.
 */
function serve(
  stock: Record<string, CurrencyStock[]>,
  put?: (body: unknown) => Answer | undefined,
) {
  const held = structuredClone(stock);
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/branches') return Response.json([BRIGHTON, WORTHING]);
    if (path === '/api/denominations/EUR') {
      return Response.json({ currency: 'EUR', denominations: [5, 20, 50] });
    }
    if (path.endsWith('/settings')) return Response.json(JSON.parse(String(init?.body)));
    const match = /^\/api\/stock\/(\w+)(?:\/([A-Z]{3}))?$/.exec(path);
    if (!match) {
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not here' } }, { status: 404 });
    }
    const [, branch = '', currency] = match;
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { counts: Record<string, number> };
      const answer = put?.(body);
      if (answer) return Response.json(answer.body, { status: answer.status });
      const notes = Object.entries(body.counts).map(([face, count]) => [Number(face), count]);
      const updated = aStock(currency!, notes as Array<[number, number]>);
      held[branch] = held[branch]!.map((c) => (c.currency === currency ? updated : c));
      return Response.json(updated);
    }
    return Response.json(held[branch] ?? []);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderStock(path = '/dashboard/stock') {
  return renderApp(
    [
      {
        path: '/dashboard/stock',
        element: (
          <>
            <StockOverview />
            <ToastContainer />
          </>
        ),
      },
    ],
    { path, auth: { user: null, loading: false } },
  );
}

const row = (code: string) =>
  screen
    .getAllByTestId('currency-stock')
    .find((li) => li.querySelector('h2')?.textContent === code)!;
const figures = (code: string) =>
  ['onHand', 'reserved', 'available'].map(
    (field) => within(row(code)).getByTestId(`stock-${field}`).textContent,
  );
const sent = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([path, init]) => [path, JSON.parse(String(init?.body))]);

describe('StockOverview', () => {
  beforeAll(supportDialogs);

  it("lists the first branch's currencies with their totals, the low ones in a banner", async () => {
    serve({ brighton: [EUR, USD, TRY] });
    renderStock();
    await screen.findByRole('list', { name: 'Stock at Brighton' });
    expect(figures('EUR')).toEqual(['600.00', '100.00', '500.00']);
    expect(figures('USD')).toEqual(['300.00', '0.00', '300.00']);
    expect(within(row('USD')).getByText('Low')).toBeTruthy();
    expect(within(row('TRY')).getByText('Stock not counted: offered on request')).toBeTruthy();
    const banner = screen.getByRole('region', { name: 'Low stock at Brighton' });
    expect(
      within(banner)
        .getAllByTestId('low-stock')
        .map((item) => item.textContent),
    ).toEqual(['USD: 300.00 available, low below 1,000.00']);
  });

  it('opens a currency to its notes, largest first', async () => {
    serve({ brighton: [EUR] });
    renderStock();
    const notes = await screen.findByRole('button', { name: 'Notes of EUR' });
    expect(notes.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(notes);
    expect(notes.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(row('EUR'))
        .getAllByTestId('note-stock')
        .map((tr) => [...tr.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['€50', '10', '2', '8'],
      ['€20', '5', '0', '5'],
    ]);
  });

  it('shows the branch chosen in the address, and another when chosen', async () => {
    const fetch = serve({ brighton: [EUR], worthing: [USD] });
    const router = renderStock('/dashboard/stock?branch=worthing');
    await screen.findByRole('list', { name: 'Stock at Worthing' });
    fireEvent.change(screen.getByLabelText('Branch'), { target: { value: 'brighton' } });
    await screen.findByRole('list', { name: 'Stock at Brighton' });
    expect(router.state.location.search).toBe('?branch=brighton');
    expect(fetch.mock.calls.map(([path]) => path)).toContain('/api/stock/brighton');
  });

  it('finds a currency by its code', async () => {
    serve({ brighton: [EUR, USD, TRY] });
    renderStock();
    fireEvent.change(await screen.findByLabelText('Find a currency'), { target: { value: 'us' } });
    expect(
      screen.getAllByTestId('currency-stock').map((li) => li.querySelector('h2')?.textContent),
    ).toEqual(['USD']);
  });

  it('counts a currency: every note of its series, prefilled, with the reason and note', async () => {
    const fetch = serve({ brighton: [EUR] });
    renderStock();
    fireEvent.click(await screen.findByRole('button', { name: 'Count EUR' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Count EUR at Brighton' })).toBeTruthy();
    // The series has a €5 note Brighton holds none of: it is there, at 0.
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole<HTMLInputElement>('spinbutton')
          .map((input) => [input.labels?.[0]?.textContent, input.value]),
      ).toEqual([
        ['€50 notes', '10'],
        ['€20 notes', '5'],
        ['€5 notes', '0'],
      ]),
    );
    expect(
      within(dialog).getByLabelText('€50 notes').getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(within(dialog).getByText('2 held for orders')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('€20 notes'), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'delivery' } });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), {
      target: { value: ' From the vault ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save count' }));
    expect(await screen.findByText('Saved the EUR count at Brighton')).toBeTruthy();
    expect(sent(fetch)).toEqual([
      [
        '/api/stock/brighton/EUR',
        { counts: { '50': 10, '20': 7, '5': 0 }, reason: 'delivery', note: 'From the vault' },
      ],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(figures('EUR')).toEqual(['640.00', '0.00', '640.00']));
  });

  it('says at the note what is wrong, typed or refused by the server', async () => {
    const fetch = serve({ brighton: [EUR] }, () => ({
      status: 409,
      body: {
        error: {
          code: 'CONFLICT',
          message: 'Orders hold 2 €50 notes',
          issues: [{ path: 'counts.50', message: 'Orders hold 2 €50 notes' }],
        },
      },
    }));
    renderStock();
    fireEvent.click(await screen.findByRole('button', { name: 'Count EUR' }));
    const dialog = screen.getByRole('dialog');
    const fifties = await within(dialog).findByLabelText('€50 notes');
    fireEvent.change(fifties, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save count' }));
    await waitFor(() => expect(fifties.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(fifties));
    expect(within(dialog).getByText('Give the number of notes, 0 if none')).toBeTruthy();
    expect(sent(fetch)).toEqual([]);

    fireEvent.change(fifties, { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save count' }));
    expect(await within(dialog).findByText('Orders hold 2 €50 notes')).toBeTruthy();
    expect(fifties.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('marks a currency not counted, with a low threshold, in its settings', async () => {
    const fetch = serve({ brighton: [EUR] });
    renderStock();
    fireEvent.click(await screen.findByRole('button', { name: 'Settings of EUR' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText(/Stock not counted: offered on request/));
    fireEvent.change(within(dialog).getByLabelText('Low below (EUR)'), { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(
      await within(dialog).findByText(
        'Give an amount such as 2000, or leave it empty for no alert',
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Low below (EUR)'), {
      target: { value: '2000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved the EUR stock settings at Brighton')).toBeTruthy();
    expect(sent(fetch)).toEqual([
      ['/api/stock/brighton/EUR/settings', { tracked: false, lowBelow: 2000 }],
    ]);
  });
});
