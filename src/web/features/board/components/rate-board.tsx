import type { ReactNode } from 'react';
import type { Board } from '#shared/schemas/board.ts';
import { CurrencyFlag } from '#web/components/ui/currency-flag.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { BOARD_POLL_MS, isUnknownBranch, usePolledBoard } from '../api/get-board.ts';
import { boardPages } from '../board-pages.ts';
import { formatUkTime, formatClock, formatSince } from '#web/lib/uk-clock.ts';
import { boardTypeSize } from '../board-type-size.ts';
import { useOfflineSince } from '../hooks/use-offline-since.ts';
import { useRotatingPage } from '../hooks/use-rotating-page.ts';
import { useWakeLock } from '../hooks/use-wake-lock.ts';

declare module 'react' {
  interface CSSProperties {
    /** The board's type size on a landscape screen and on a portrait one (board-type-size.ts). */
    '--board-landscape'?: string;
    '--board-portrait'?: string;
  }
}

interface RateBoardProps {
  branchKey: string;
  bureauName: string;
}

/**
 * A branch's rates on a window or counter screen: white on the brand's navy, type as large as
 * the screen allows, new rates within a minute without reload, and the last rates kept (and
 * said to be) when the network drops.
 */
export function RateBoard({ branchKey, bureauName }: RateBoardProps) {
  useWakeLock();
  const board = usePolledBoard(branchKey);
  const offlineSince = useOfflineSince(board);

  if (board.data) {
    return (
      <BoardScreen
        board={board.data}
        bureauName={bureauName}
        notice={
          offlineSince !== null && (
            <>
              Offline since {formatClock(offlineSince)}
              {board.data.ratesAt &&
                ` — rates from ${formatSince(board.data.ratesAt, offlineSince)}`}
            </>
          )
        }
      />
    );
  }
  return (
    <BoardMessage title="Rate board">
      {isUnknownBranch(board.error) ? (
        <>
          <h1 className="text-[6vmin] font-bold">There is no branch “{branchKey}”</h1>
          <p className="mt-[3vmin] text-[3.5vmin] text-slate-300">
            Check the address: it is /board/ followed by the branch’s key, as linked from the
            dashboard’s Settings.
          </p>
        </>
      ) : board.isError ? (
        <>
          <h1 className="text-[6vmin] font-bold">{bureauName}</h1>
          <p className="mt-[3vmin] text-[3.5vmin] text-slate-300">
            We can’t reach our rates right now. Trying again every {BOARD_POLL_MS / 1000} seconds…
          </p>
        </>
      ) : (
        <p className="text-[3.5vmin] text-slate-300">Loading the rates…</p>
      )}
    </BoardMessage>
  );
}

function BoardMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex h-dvh flex-col items-center justify-center bg-brand-900 p-[6vmin] text-center text-white">
      <PageMeta title={title} description="Our exchange rates, for a branch's window screen." />
      <div role="status">{children}</div>
    </main>
  );
}

interface BoardScreenProps {
  board: Board;
  bureauName: string;
  /** Shown at the foot while the rates may be out of date. */
  notice: ReactNode;
}

function BoardScreen({ board, bureauName, notice }: BoardScreenProps) {
  const pages = boardPages(board.currencies);
  const current = useRotatingPage(pages.length);
  // boardPages gives at least one page, empty when the board shows nothing.
  const rows = Math.max(4, pages[0]?.length ?? 0);
  const chars = Math.max(6, ...board.currencies.flatMap((c) => [c.sell.length, c.buy.length]));
  const size = boardTypeSize(rows, chars);
  const { name } = board.branch;

  return (
    <div
      className="flex h-dvh flex-col overflow-hidden bg-brand-900 px-[3vmin] py-[2vmin] text-white"
      style={{ '--board-landscape': size.landscape, '--board-portrait': size.portrait }}
    >
      <PageMeta
        title={`${name} rate board`}
        description={`Our exchange rates at ${name}: what we sell and buy each currency at for £1.`}
      />
      <header className="flex flex-wrap items-baseline justify-between gap-x-[4vmin] border-b-[0.5vmin] border-accent-400 pb-[1.2vmin]">
        <h1 className="text-[4.6vmin] leading-tight font-bold">
          {bureauName} <span className="font-normal text-slate-200">{name}</span>
        </h1>
        {board.ratesAt && (
          <p className="text-[3.2vmin]">
            Rates at <time dateTime={board.ratesAt}>{formatUkTime(board.ratesAt)}</time>
          </p>
        )}
      </header>
      <main className="min-h-0 flex-1 overflow-hidden">
        <table className="w-full landscape:text-(length:--board-landscape) portrait:text-(length:--board-portrait)">
          <caption className="sr-only">Our rates at {name}: units of each currency for £1</caption>
          <thead className="text-[2.8vmin] text-accent-400">
            <tr>
              <th scope="col" className="py-[1vmin] text-left font-semibold">
                For £1
              </th>
              <th scope="col" className="py-[1vmin] pl-[0.5em] text-right font-semibold">
                We sell
              </th>
              <th scope="col" className="py-[1vmin] pl-[0.5em] text-right font-semibold">
                We buy
              </th>
            </tr>
          </thead>
          {pages.map((page, index) => (
            <tbody key={index} hidden={index !== current} data-testid="board-page">
              {page.map((currency) => (
                <tr
                  key={currency.code}
                  data-testid="board-row"
                  className="border-t-[0.04em] border-white/20"
                >
                  <th scope="row" className="py-[0.12em] text-left font-normal">
                    <span className="flex items-center gap-[0.35em]">
                      <CurrencyFlag code={currency.code} className="h-[0.9em] w-[1.2em]" />
                      <span className="flex min-w-0 flex-col landscape:flex-row landscape:items-baseline landscape:gap-[0.4em]">
                        <span className="leading-tight font-bold">{currency.code}</span>
                        <span className="truncate text-[0.42em] text-slate-200">
                          {currency.label}
                        </span>
                      </span>
                    </span>
                  </th>
                  <td className="pl-[0.5em] text-right leading-tight font-bold tabular-nums">
                    {currency.sell}
                  </td>
                  <td className="pl-[0.5em] text-right leading-tight font-bold tabular-nums">
                    {currency.buy}
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </main>
      <footer className="flex items-end justify-between gap-[3vmin] pt-[1vmin] text-[2.6vmin]">
        <div role="status">
          {notice ? (
            <p className="rounded bg-accent-400 px-[1.5vmin] py-[0.5vmin] font-semibold text-brand-900">
              {notice}
            </p>
          ) : (
            <p className="text-slate-200">
              We sell: the currency you get for £1. We buy: the currency we take for £1. No
              commission.
            </p>
          )}
        </div>
        {pages.length > 1 && (
          <p className="shrink-0 text-slate-200">
            {current + 1} / {pages.length}
          </p>
        )}
      </footer>
    </div>
  );
}
