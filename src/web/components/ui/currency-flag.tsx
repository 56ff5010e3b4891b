// The flags of flag-icons (MIT), one SVG file each, fetched only when a flag is shown; never
// inlined, so a page that shows a dozen flags does not carry two hundred.
const FLAGS = import.meta.glob<string>('../../../../node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const byCountry = new Map(
  Object.entries(FLAGS).flatMap(([path, url]) => {
    const country = /([\w-]+)\.svg$/.exec(path)?.[1];
    return country ? [[country, url] as const] : [];
  }),
);

/**
 * Currencies whose code names no country: the euro (the EU's flag) and the X codes of currency
 * unions, shown with the flag of the country their central bank sits in (the CFA francs' in
 * Senegal and Cameroon, the East Caribbean dollar's in St Kitts, the CFP franc's in French
 * Polynesia).
 */
const UNION_FLAGS: Readonly<Record<string, string>> = {
  EUR: 'eu',
  XOF: 'sn',
  XAF: 'cm',
  XCD: 'kn',
  XPF: 'pf',
};

/**
 * The flag of the country (or union) a currency belongs to: the first two letters of an ISO 4217
 * code name the country, but for the unions above; other X codes (metals, SDRs) have none.
 */
export function flagUrl(code: string): string | undefined {
  const union = UNION_FLAGS[code];
  if (union) return byCountry.get(union);
  if (code.startsWith('X')) return undefined;
  return byCountry.get(code.slice(0, 2).toLowerCase());
}

/** A currency's flag, beside its code and name (so decorative); an empty space of its size when it has none. */
export function CurrencyFlag({ code, className = '' }: { code: string; className?: string }) {
  const url = flagUrl(code);
  if (!url) return <span aria-hidden="true" className={`inline-block shrink-0 ${className}`} />;
  return (
    <img
      src={url}
      alt=""
      decoding="async"
      className={`inline-block shrink-0 rounded-[0.08em] object-cover ${className}`}
    />
  );
}
