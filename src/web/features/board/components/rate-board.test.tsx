import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Board } from '#shared/schemas/board.ts';
import { formatClock } from '#web/lib/uk-clock.ts';
import { RateBoard } from './rate-board.tsx';

const aBoard = (codes: string[]): Board => ({
  branch: { key: 'brighton', name: 'Brighton' },
  currencies: codes.map((code) => ({ code, label: `${code} name`, sell: '1.1361', buy: '1.2061' })),
  ratesAt: '2026-11-21T09:00:00.000Z',
  chosen: true,
});

/** Answers each board request with the next of `answers`: a board, a status, or a network failure. */
function serve(...answers: Array<Board | number | 'offline'>) {
  const fetch = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    if (typeof answer === 'number') {
      return Response.json(
        { error: { code: 'NOT_FOUND', message: 'No branch with this key' } },
        { status: answer },
      );
    }
    return Response.json(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderBoard(branchKey = 'brighton') {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RateBoard branchKey={branchKey} bureauName="Global Currency Connect" />
    </QueryClientProvider>,
  );
  return queryClient;
}

const rows = () =>
  screen
    .getAllByTestId('board-row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('RateBoard', () => {
  it("shows the branch's currencies with their flags, rates and the time of the rates", async () => {
    serve(aBoard(['EUR', 'XOF', 'JPY']));
    renderBoard();
    expect(
      await screen.findByRole('heading', { name: 'Global Currency Connect Brighton' }),
    ).toBeTruthy();
    expect(rows()).toEqual([
      ['EUREUR name', '1.1361', '1.2061'],
      ['XOFXOF name', '1.1361', '1.2061'],
      ['JPYJPY name', '1.1361', '1.2061'],
    ]);
    expect(screen.getByText('09:00, 21 Nov').getAttribute('datetime')).toBe(
      '2026-11-21T09:00:00.000Z',
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'For £1',
      'We sell',
      'We buy',
    ]);
    // Flags are decorative beside the code; a union's currency has its central bank's country's.
    const [euro, franc, yen] = screen.getAllByTestId('board-row');
    expect(euro!.querySelector('img')?.getAttribute('src')).toMatch(/eu\.svg/);
    expect(euro!.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(franc!.querySelector('img')?.getAttribute('src')).toMatch(/sn\.svg/);
    expect(yen!.querySelector('img')?.getAttribute('src')).toMatch(/jp\.svg/);
    await vi.waitFor(() =>
      expect(document.title).toBe('Brighton rate board | Global Currency Connect'),
    );
  });

  it('keeps the last rates when the network drops and says since when, until it is back', async () => {
    const board = aBoard(['EUR']);
    serve(board, 'offline', 'offline', {
      ...board,
      currencies: [{ ...board.currencies[0]!, sell: '1.2000' }],
    });
    const client = renderBoard();
    await screen.findByText('1.1361');

    const before = Date.now();
    await act(() => client.refetchQueries());
    const notice = await screen.findByText(/^Offline since \d\d:\d\d — rates from 09:00, 21 Nov$/);
    const since = notice.textContent!.slice('Offline since '.length, 'Offline since '.length + 5);
    expect([formatClock(before), formatClock(Date.now())]).toContain(since);
    expect(screen.getByText('1.1361')).toBeTruthy();

    // A second failure keeps the time the outage began.
    await act(() => client.refetchQueries());
    expect(screen.getByText(/^Offline since/).textContent).toContain(`Offline since ${since}`);

    await act(() => client.refetchQueries());
    expect(await screen.findByText('1.2000')).toBeTruthy();
    expect(screen.queryByText(/^Offline since/)).toBeNull();
  });

  it('says so when there is no such branch, and stops asking', async () => {
    const fetch = serve(404);
    const client = renderBoard('atlantis');
    expect(
      await screen.findByRole('heading', { name: 'There is no branch “atlantis”' }),
    ).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(
      client.getQueryCache().find({ queryKey: ['board', 'atlantis'] })?.observers[0]?.options,
    ).toMatchObject({ refetchIntervalInBackground: true, networkMode: 'always' });
  });

  it('says it is waiting when the first poll fails', async () => {
    serve('offline');
    renderBoard();
    expect(
      await screen.findByText('We can’t reach our rates right now. Trying again every 30 seconds…'),
    ).toBeTruthy();
  });

  it('shows a default board of 12 currencies on one screen, without turning', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const codes = Array.from({ length: 12 }, (_, i) => `C${String.fromCharCode(65 + i)}X`);
      const board = aBoard(codes);
      serve({
        ...board,
        chosen: false,
        currencies: board.currencies.map((c) => ({ ...c, sell: '32,145.5000' })),
      });
      renderBoard();
      await screen.findByText('CAX');
      expect(screen.getAllByTestId('board-page')).toHaveLength(1);
      expect(screen.getAllByTestId('board-row')).toHaveLength(12);
      expect(screen.getAllByText('32,145.5000')).toHaveLength(12);
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(screen.getAllByTestId('board-page')[0]!.hidden).toBe(false);
      expect(screen.queryByText(/^\d+ \/ \d+$/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows more than 12 currencies a screen at a time, turning every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const codes = Array.from({ length: 20 }, (_, i) => `C${String.fromCharCode(65 + i)}X`);
      serve(aBoard(codes));
      renderBoard();
      await screen.findByText('1 / 2');
      const pages = screen.getAllByTestId('board-page');
      expect(pages.map((page) => within(page).getAllByTestId('board-row').length)).toEqual([
        10, 10,
      ]);
      expect(pages.map((page) => page.hidden)).toEqual([false, true]);
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(screen.getByText('2 / 2')).toBeTruthy();
      expect(pages.map((page) => page.hidden)).toEqual([true, false]);
    } finally {
      vi.useRealTimers();
    }
  });
});
