import { useId, useRef, useState } from 'react';
import { CurrencyFlag } from '#web/components/ui/currency-flag.tsx';
import { filterCurrencies } from '#web/lib/destinations/filter-currencies.ts';
import { usePlaceFinder } from '#web/lib/destinations/use-place-finder.ts';

/** Matches offered under the search: a picker's few, not the finder's list. */
const SHOWN = 5;

interface DestinationSearchProps {
  currencies: readonly { value: string; label: string }[] | undefined;
  /** Chooses the currency in the picker beside it. */
  onChoose: (code: string) => void;
  className?: string;
}

/**
 * "Where are you going?" beside a currency picker: a country, territory or place ("Spain",
 * "Dubai", "USA"), or a currency's code or name, offers the currencies spent there; a tap (or
 * Enter, for the first) chooses one in the picker. The destinations load at the first focus or
 * keystroke, in the finder's chunk.
 */
export function DestinationSearch({
  currencies,
  onChoose,
  className = '',
}: DestinationSearchProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState('');
  const { placeFor, load } = usePlaceFinder();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const wanted = text.trim();
  const matches = wanted && currencies ? filterCurrencies(currencies, wanted, placeFor) : [];
  const shown = matches.slice(0, SHOWN);

  function choose(currency: { value: string; label: string }) {
    onChoose(currency.value);
    setText('');
    setChosen(`${currency.label} (${currency.value}) chosen`);
    // The match tapped goes with the list: the search keeps the focus.
    input.current?.focus();
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Where are you going?
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        placeholder="e.g. Spain, Dubai"
        autoComplete="off"
        value={text}
        disabled={!currencies}
        aria-controls={`${id}-matches`}
        onFocus={load}
        onChange={(event) => {
          load();
          setChosen('');
          setText(event.target.value);
        }}
        onKeyDown={(event) => {
          // Enter chooses the first match rather than sending the form around it.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (shown[0]) choose(shown[0].currency);
        }}
        className="mt-1 block w-full rounded border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none"
      />
      <p role="status" className="sr-only">
        {chosen ||
          (wanted &&
            (matches.length === 1 ? '1 currency matches' : `${matches.length} currencies match`))}
      </p>
      <div id={`${id}-matches`}>
        {/* Said once the destinations have loaded: "Spain" is not a currency's name. */}
        {wanted && shown.length === 0 && placeFor && (
          <p className="mt-2 text-sm text-slate-700">No currency matches “{wanted}”.</p>
        )}
        {shown.length > 0 && (
          <ul
            aria-label="Currencies spent there"
            className="mt-2 divide-y divide-slate-100 rounded border border-slate-200 bg-white"
          >
            {shown.map(({ currency, place }) => (
              <li key={currency.value}>
                <button
                  type="button"
                  onClick={() => choose(currency)}
                  className="flex min-h-11 w-full items-center gap-2 px-3 py-2 text-left hover:bg-slate-50 focus:bg-slate-50"
                >
                  <CurrencyFlag code={currency.value} className="h-[0.9em] w-[1.2em] shrink-0" />
                  <span className="font-bold text-brand-900">{currency.value}</span>{' '}
                  <span className="min-w-0 break-words">
                    {currency.label}
                    {place && (
                      <>
                        {' · '}
                        <span className="text-slate-600">{place}</span>
                      </>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
