import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BOARD_MAX_CURRENCIES } from '#shared/schemas/board.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { boardQuery } from '#web/lib/api/get-board.ts';
import { toast } from '#web/lib/toast.ts';
import { useSaveBoard } from '../api/save-board.ts';
import { moveCode } from '../board-order.ts';

interface BoardChoiceProps {
  branch: Branch;
  offered: readonly Currency[];
}

/** One branch's board: which currencies it shows, once the board's present choice is known. */
export function BoardChoice({ branch, offered }: BoardChoiceProps) {
  const board = useQuery(boardQuery(branch.key));
  if (!board.data) {
    return <QueryFallback isError={board.isError} what={`the ${branch.name} board`} />;
  }
  const saved = board.data.chosen ? board.data.currencies.map((c) => c.code) : [];
  return <BoardChoiceForm branch={branch} offered={offered} saved={saved} />;
}

const buttonClass =
  'rounded border border-slate-300 bg-white px-2 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-40';

/**
 * Every offered currency with a checkbox, and the chosen ones in board order with buttons to
 * move each up or down (no dragging: the keyboard does it all, and the focus stays on the
 * button pressed). Saving sends the choice; resetting shows every currency again.
 */
function BoardChoiceForm({
  branch,
  offered,
  saved,
}: BoardChoiceProps & { saved: readonly string[] }) {
  const [chosen, setChosen] = useState<string[]>([...saved]);
  const [filter, setFilter] = useState('');
  const [announcement, announce] = useState('');
  const [problem, setProblem] = useState<string>();
  const save = useSaveBoard();
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);
  const ids = useId();

  // A moved row is re-inserted, which loses the focus: it goes back to the button pressed (or
  // to its twin, when the row reached the end).
  useEffect(() => {
    if (focusAfterMove.current === null) return;
    moveButtons.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  });

  const labels = new Map(offered.map((c) => [c.value, c.label]));
  const nameOf = (code: string) => labels.get(code) ?? code;
  const full = chosen.length >= BOARD_MAX_CURRENCIES;
  const unsaved = chosen.join() !== saved.join();
  const wanted = filter.trim().toLowerCase();
  const shown = offered.filter(
    (c) => c.value.toLowerCase().includes(wanted) || c.label.toLowerCase().includes(wanted),
  );

  function toggle(code: string, on: boolean) {
    setProblem(undefined);
    if (on) {
      setChosen([...chosen, code]);
      announce(`${nameOf(code)} added to the board, at position ${chosen.length + 1}`);
    } else {
      setChosen(chosen.filter((c) => c !== code));
      announce(`${nameOf(code)} taken off the board`);
    }
  }

  function move(index: number, by: -1 | 1) {
    const code = chosen[index];
    if (code === undefined) return;
    const moved = moveCode(chosen, index, by);
    const to = index + by;
    const atEnd = to === 0 || to === moved.length - 1;
    const pressed = by < 0 ? 'up' : 'down';
    focusAfterMove.current = `${code}:${atEnd ? (by < 0 ? 'down' : 'up') : pressed}`;
    setChosen(moved);
    announce(`${nameOf(code)} moved to position ${to + 1} of ${moved.length}`);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0) {
      setProblem('Choose at least one currency, or reset the board to show every currency.');
      return;
    }
    save.mutate(
      { branchKey: branch.key, currencies: chosen },
      {
        onSuccess: (board) =>
          toast.success(
            `Saved the ${branch.name} board: ${board.currencies.map((c) => c.code).join(', ')}`,
          ),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  function reset() {
    setProblem(undefined);
    // Nothing saved to undo: only the choice on screen goes.
    if (saved.length === 0) {
      setChosen([]);
      return;
    }
    save.mutate(
      { branchKey: branch.key, currencies: null },
      {
        onSuccess: () => {
          setChosen([]);
          toast.success(`The ${branch.name} board shows every currency again`);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <form onSubmit={submit} aria-label={`The ${branch.name} board`} className="space-y-4">
      <p className="text-sm font-medium text-slate-800" data-testid="board-choice-summary">
        {saved.length === 0
          ? 'Now showing the branch’s 12 most ordered currencies of the last 90 days.'
          : `Now showing ${saved.length} chosen ${saved.length === 1 ? 'currency' : 'currencies'}.`}
        {unsaved && ' You have changes to save.'}
      </p>
      <div className="grid gap-6 md:grid-cols-2">
        <fieldset className="min-w-0">
          <legend className="font-semibold text-brand-900">Currencies on the board</legend>
          <p className="text-sm text-slate-600">
            Up to {BOARD_MAX_CURRENCIES}; a screen fits about 12 at a time.
          </p>
          <label htmlFor={`${ids}-find`} className="mt-2 block text-sm font-medium text-slate-800">
            Find a currency
          </label>
          <input
            id={`${ids}-find`}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="mt-1 block w-full rounded border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none"
          />
          <ul className="mt-2 max-h-80 overflow-y-auto rounded border border-slate-200 p-2">
            {shown.map((currency) => {
              const on = chosen.includes(currency.value);
              return (
                <li key={currency.value} className="flex items-center gap-2 py-1">
                  <input
                    id={`${ids}-${currency.value}`}
                    type="checkbox"
                    checked={on}
                    disabled={!on && full}
                    onChange={(event) => toggle(currency.value, event.target.checked)}
                    className="size-4 accent-brand-700"
                  />
                  <label htmlFor={`${ids}-${currency.value}`} className="text-slate-800">
                    <span className="font-semibold">{currency.value}</span> {currency.label}
                  </label>
                </li>
              );
            })}
            {shown.length === 0 && <li className="py-1 text-slate-600">No currency matches.</li>}
          </ul>
        </fieldset>
        <section aria-labelledby={`${ids}-order`} className="min-w-0">
          <h3 id={`${ids}-order`} className="font-semibold text-brand-900">
            Their order on the board
          </h3>
          {chosen.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              None chosen: the board shows every currency, in the order of the currency list.
            </p>
          ) : (
            <ol className="mt-2 divide-y divide-slate-100 rounded border border-slate-200">
              {chosen.map((code, index) => (
                <li
                  key={code}
                  data-testid="board-choice"
                  className="flex items-center justify-between gap-2 px-2 py-1.5"
                >
                  <span className="min-w-0">
                    <span className="mr-2 text-slate-500 tabular-nums">{index + 1}.</span>
                    <span className="font-semibold">{code}</span> {nameOf(code)}
                  </span>
                  <span className="flex shrink-0 gap-1">
                    <button
                      type="button"
                      ref={(button) => {
                        if (button) moveButtons.current.set(`${code}:up`, button);
                        else moveButtons.current.delete(`${code}:up`);
                      }}
                      aria-label={`Move ${nameOf(code)} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      className={buttonClass}
                    >
                      Up
                    </button>
                    <button
                      type="button"
                      ref={(button) => {
                        if (button) moveButtons.current.set(`${code}:down`, button);
                        else moveButtons.current.delete(`${code}:down`);
                      }}
                      aria-label={`Move ${nameOf(code)} down`}
                      disabled={index === chosen.length - 1}
                      onClick={() => move(index, 1)}
                      className={buttonClass}
                    >
                      Down
                    </button>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {problem && (
        <p role="alert" className="text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={save.isPending}
          className="rounded bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {save.isPending ? 'Saving…' : `Save the ${branch.name} board`}
        </button>
        <button
          type="button"
          onClick={reset}
          disabled={save.isPending || (saved.length === 0 && chosen.length === 0)}
          className="rounded border border-slate-300 bg-white px-5 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
        >
          Reset to the most ordered
        </button>
      </div>
    </form>
  );
}
