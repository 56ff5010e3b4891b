import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import { BOARD_MAX_CURRENCIES, type Board } from '#shared/schemas/board.ts';
import { aBranch, aCurrency, BRIGHTON, EUR } from '#web/test/fixtures.ts';
import { BoardSettings } from './board-settings.tsx';

const WORTHING = aBranch({ key: 'worthing', name: 'Worthing', latitude: 50.81, longitude: -0.37 });
const USD = aCurrency({ value: 'USD', label: 'US Dollar', Rate: 1.33 });
const JPY = aCurrency({ value: 'JPY', label: 'Japanese Yen', Rate: 208.5 });
const CHF = aCurrency({ value: 'CHF', label: 'Swiss Franc', Rate: 1.1 });
const OFFERED = [EUR, USD, JPY, CHF];

/** A server whose boards show `chosen[branch]` (none: every currency); PUT and DELETE change them. */
function serve(chosen: Record<string, string[]> = {}) {
  const boards = { ...chosen };
  const answer = (key: string): Board => {
    const codes = boards[key] ?? [];
    const shown = codes.length ? codes : OFFERED.map((c) => c.value);
    return {
      branch: { key, name: key === 'worthing' ? 'Worthing' : 'Brighton' },
      currencies: shown.map((code) => ({ code, label: code, sell: '1.0000', buy: '1.1000' })),
      ratesAt: '2026-11-21T09:00:00.000Z',
      chosen: codes.length > 0,
    };
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/branches') return Response.json([BRIGHTON, WORTHING]);
    const key = /^\/api\/board\/(\w+)$/.exec(path)?.[1];
    if (!key) return Response.json({ error: { code: 'NOT_FOUND', message: '?' } }, { status: 404 });
    if (init?.method === 'PUT') {
      boards[key] = (JSON.parse(String(init.body)) as { currencies: string[] }).currencies;
    }
    if (init?.method === 'DELETE') delete boards[key];
    return Response.json(answer(key));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderSettings(offered = OFFERED) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BoardSettings offered={offered} />
      <ToastContainer />
    </QueryClientProvider>,
  );
}

const sent = (fetch: ReturnType<typeof serve>, method: string) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([path, init]) => [path, init?.body && JSON.parse(String(init.body))]);
const order = () =>
  screen.queryAllByTestId('board-choice').map((item) => item.textContent?.replace(/Up|Down/g, ''));
const box = (name: RegExp) => screen.getByRole('checkbox', { name });
const toast = (message: string) => screen.findByText(message, { selector: '[role=alert]' });

describe('BoardSettings', () => {
  it('starts from every currency, with a link to open the board in a new tab', async () => {
    serve();
    renderSettings();
    expect(
      await screen.findByText(
        'Now showing the branch’s 12 most ordered currencies of the last 90 days.',
      ),
    ).toBeTruthy();
    for (const name of [/EUR/, /USD/, /JPY/, /CHF/]) {
      expect((box(name) as HTMLInputElement).checked).toBe(false);
    }
    expect(order()).toEqual([]);
    const link = screen.getByRole('link', {
      name: /^Open the Brighton board ?\(opens in a new tab\)$/,
    });
    expect(link.getAttribute('href')).toBe('/board/brighton');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('saves the ticked currencies in the order set with the move buttons', async () => {
    const fetch = serve();
    renderSettings();
    fireEvent.click(await screen.findByRole('checkbox', { name: /JPY/ }));
    fireEvent.click(box(/EUR/));
    fireEvent.click(box(/CHF/));
    expect(order()).toEqual(['1.JPY Japanese Yen', '2.EUR Euro', '3.CHF Swiss Franc']);
    expect(screen.getByText(/You have changes to save\./)).toBeTruthy();

    // The first cannot go up nor the last down; a move keeps the focus on the button pressed.
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Move Japanese Yen up' }).disabled,
    ).toBe(true);
    const chfUp = screen.getByRole('button', { name: 'Move Swiss Franc up' });
    chfUp.focus();
    fireEvent.click(chfUp);
    expect(order()).toEqual(['1.JPY Japanese Yen', '2.CHF Swiss Franc', '3.EUR Euro']);
    await waitFor(() => expect(document.activeElement).toBe(chfUp));
    fireEvent.click(chfUp);
    expect(order()).toEqual(['1.CHF Swiss Franc', '2.JPY Japanese Yen', '3.EUR Euro']);
    // At the top its Up button is disabled: the focus goes to its Down button.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Move Swiss Franc down' }),
      ),
    );
    expect(screen.getByText('Swiss Franc moved to position 1 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save the Brighton board' }));
    expect(await toast('Saved the Brighton board: CHF, JPY, EUR')).toBeTruthy();
    expect(sent(fetch, 'PUT')).toEqual([
      ['/api/board/brighton', { currencies: ['CHF', 'JPY', 'EUR'] }],
    ]);
    expect(await screen.findByText('Now showing 3 chosen currencies.')).toBeTruthy();
  });

  it("shows a branch's saved choice in its order, and resets it to every currency", async () => {
    const fetch = serve({ worthing: ['USD', 'EUR'] });
    renderSettings();
    fireEvent.change(await screen.findByLabelText('Board of'), { target: { value: 'worthing' } });
    expect(await screen.findByText('Now showing 2 chosen currencies.')).toBeTruthy();
    expect(order()).toEqual(['1.USD US Dollar', '2.EUR Euro']);
    expect((box(/USD/) as HTMLInputElement).checked).toBe(true);
    expect((box(/JPY/) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('link', { name: /Open the Worthing board/ }).getAttribute('href')).toBe(
      '/board/worthing',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Reset to the most ordered' }));
    expect(await toast('The Worthing board shows every currency again')).toBeTruthy();
    expect(sent(fetch, 'DELETE')).toEqual([['/api/board/worthing', undefined]]);
    expect(order()).toEqual([]);
    expect(
      await screen.findByText(
        'Now showing the branch’s 12 most ordered currencies of the last 90 days.',
      ),
    ).toBeTruthy();
  });

  it('refuses to save an empty choice, and sends nothing', async () => {
    const fetch = serve();
    renderSettings();
    await screen.findByText(
      'Now showing the branch’s 12 most ordered currencies of the last 90 days.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save the Brighton board' }));
    expect(
      await toast('Choose at least one currency, or reset the board to show every currency.'),
    ).toBeTruthy();
    expect(sent(fetch, 'PUT')).toEqual([]);
  });

  it('finds currencies by code or name, and stops at the most a board shows', async () => {
    const many = Array.from({ length: BOARD_MAX_CURRENCIES + 2 }, (_, i) =>
      aCurrency({ value: `C${String.fromCharCode(65 + i)}X`, label: `Currency ${i}`, Rate: 1 }),
    );
    serve();
    renderSettings([...OFFERED, ...many]);
    const find = await screen.findByLabelText('Find a currency');
    fireEvent.change(find, { target: { value: 'swiss' } });
    const list = within(screen.getByRole('group', { name: 'Currencies on the board' }));
    expect(list.getAllByRole('checkbox').map((c) => c.id.split('-').at(-1))).toEqual(['CHF']);
    fireEvent.change(find, { target: { value: '' } });

    for (const currency of many.slice(0, BOARD_MAX_CURRENCIES)) {
      fireEvent.click(box(new RegExp(currency.value)));
    }
    expect(order()).toHaveLength(BOARD_MAX_CURRENCIES);
    expect((box(/EUR/) as HTMLInputElement).disabled).toBe(true);
    // Taking one off frees a place.
    fireEvent.click(box(new RegExp(many[0]!.value)));
    expect((box(/EUR/) as HTMLInputElement).disabled).toBe(false);
    // Some forty role queries over a long list: seconds in jsdom on a busy machine.
  }, 30_000);
});
