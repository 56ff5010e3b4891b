import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatRate, rateFor, WAYS, type Way } from '#shared/domain/pricing.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import { CurrencyFlag } from '#web/components/ui/currency-flag.tsx';
import { Tabs, tabPanelProps } from '#web/components/ui/tabs.tsx';
import { filterCurrencies, truncateLabel } from '#web/lib/destinations/filter-currencies.ts';
import { usePlaceFinder } from '#web/lib/destinations/use-place-finder.ts';

/** Rows shown before Show All. */
export const FINDER_FIRST = 12;

const WAY_TABS = [
  { id: 'Order', label: 'Click & Collect' },
  { id: 'Sell', label: 'Click & Sell' },
] as const;

const buttonClass =
  'inline-block rounded px-3 py-2 text-center text-sm font-semibold whitespace-nowrap';
const wayButtonClass: Record<Way, string> = {
  Order: `${buttonClass} bg-brand-900 text-white hover:bg-brand-700`,
  Sell: `${buttonClass} bg-accent-400 text-brand-900 hover:brightness-95`,
};

/** A label shortened for the eye, with the whole name kept for screen readers. */
function Label({ label, short }: { label: string; short: string }) {
  if (short === label) return <>{label}</>;
  return (
    <>
      <span aria-hidden="true" title={label}>
        {short}
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
}

/** The destination a currency was found by, under its name: "Spain". */
function Place({ place }: { place: string | undefined }) {
  if (!place) return null;
  return <span className="block text-sm text-slate-600">{place}</span>;
}

/** A currency's flag and code, as the board shows them. */
function Code({ code, className = '' }: { code: string; className?: string }) {
  return (
    <span className={`flex items-center gap-2 font-bold text-brand-900 ${className}`}>
      <CurrencyFlag code={code} className="h-[0.9em] w-[1.2em]" />
      {code}
    </span>
  );
}

/** Who buys and who sells: the bureau sells on Click & Collect and buys on Click & Sell. */
const RATE_LABELS: Record<Way, string> = { Order: 'We sell', Sell: 'We buy' };

/**
 * Both of a currency's rates, labelled and alike in size and weight: a bureau shows its buying
 * and selling rates with equal prominence (the Bureaux de Change regulations of 1992).
 */
function Rate({ currency, way }: { currency: Currency; way: Way }) {
  return (
    <span className="block text-sm text-slate-700 tabular-nums">
      <span className="font-medium">{RATE_LABELS[way]}</span>{' '}
      <span className="whitespace-nowrap">£1 = {formatRate(rateFor(currency, way))}</span>
    </span>
  );
}

function WayLink({ currency, way }: { currency: Currency; way: Way }) {
  return (
    <Link to={`/purchase/${currency.value}/${way}`} className={wayButtonClass[way]}>
      {way === 'Order' ? 'Click & Collect' : 'Click & Sell'}
      <span className="sr-only"> {currency.value}</span>
    </Link>
  );
}

/**
 * Find your Currency: a search over code, name and destination ("Spain", "Dubai") that filters on
 * every keystroke, the first 12 matches with Show All / Show Less when more match, as rows on wide
 * screens and as two tabs, Click & Collect and Click & Sell, below the md breakpoint; each with
 * both rates, labelled. The
 * destinations load with the first keystroke or focus, in a chunk of their own.
 */
export function CurrencyFinder({ currencies }: { currencies: Currency[] }) {
  const [text, setText] = useState('');
  const { placeFor, load: loadPlaces } = usePlaceFinder();
  const [showAll, setShowAll] = useState(false);
  const [tab, setTab] = useState<Way>('Order');
  const inputId = useId();
  const tabsId = useId();
  const listId = useId();

  const matches = filterCurrencies(currencies, text, placeFor);
  const shown = showAll ? matches : matches.slice(0, FINDER_FIRST);

  return (
    <div>
      <label htmlFor={inputId} className="block font-medium text-slate-800">
        Enter a currency name
      </label>
      <p id={`${inputId}-hint`} className="text-sm text-slate-600">
        Or where you are going: a country or a place such as Dubai.
      </p>
      <input
        id={inputId}
        type="search"
        placeholder="Enter currency name"
        autoComplete="off"
        aria-describedby={`${inputId}-hint`}
        value={text}
        onFocus={loadPlaces}
        onChange={(event) => {
          loadPlaces();
          setText(event.target.value);
        }}
        className="mt-1 block w-full max-w-md rounded border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none"
      />
      <p role="status" className="sr-only">
        {matches.length === 1 ? '1 currency matches' : `${matches.length} currencies match`}
      </p>

      {matches.length === 0 ? (
        <p className="mt-6 text-slate-700">No currency matches “{text.trim()}”.</p>
      ) : (
        <div id={listId}>
          <ul className="mt-6 hidden divide-y divide-slate-100 rounded-lg bg-white shadow-sm ring-1 ring-slate-200 md:block">
            {shown.map(({ currency, place }) => (
              <li
                key={currency.value}
                data-testid="finder-row"
                // Fixed widths for the rates, so that every row's buttons line up in columns.
                className="grid grid-cols-[5.5rem_minmax(0,1fr)_14rem_14rem] items-center gap-4 px-4 py-3"
              >
                <Code code={currency.value} />
                <span>
                  <Label label={currency.label} short={truncateLabel(currency.label, 30)} />
                  <Place place={place} />
                </span>
                {WAYS.map((way) => (
                  <span key={way} className="flex items-center justify-between gap-3">
                    <Rate currency={currency} way={way} />
                    <WayLink currency={currency} way={way} />
                  </span>
                ))}
              </li>
            ))}
          </ul>

          <div className="mt-6 overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200 md:hidden">
            <Tabs
              label="Find your Currency"
              idPrefix={tabsId}
              tabs={WAY_TABS}
              selected={tab}
              onSelect={setTab}
            />
            <div {...tabPanelProps(tabsId, tab)}>
              <ul className="divide-y divide-slate-100">
                {shown.map(({ currency, place }) => (
                  <li
                    key={currency.value}
                    data-testid="finder-tab-row"
                    className="grid grid-cols-[4rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-3 py-3"
                  >
                    <Code code={currency.value} />
                    {/* The whole name, wrapping: cut to 12 characters, some could not be told apart. */}
                    <span className="break-words">
                      {currency.label}
                      <Place place={place} />
                    </span>
                    <WayLink currency={currency} way={tab} />
                    {/* Under the name and the button: room for each rate on one line. */}
                    <span className="col-span-2 col-start-2">
                      {WAYS.map((way) => (
                        <Rate key={way} currency={currency} way={way} />
                      ))}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      )}

      {matches.length > FINDER_FIRST && (
        <button
          type="button"
          aria-controls={listId}
          aria-expanded={showAll}
          onClick={() => setShowAll((all) => !all)}
          className="mt-4 rounded border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-700 hover:text-white"
        >
          {showAll ? 'Show Less' : 'Show All'}
        </button>
      )}
    </div>
  );
}
