/** The place a search names where a currency is spent ("Spain" for EUR), if it names one. */
export type PlaceFinder = (currency: string, text: string) => string | undefined;

/** A currency a search found, with the place it found it by when not by its code or name. */
export interface Found<T> {
  currency: T;
  place?: string;
}

/**
 * The currencies whose code or name contains `text`, ignoring case, or which are spent in a
 * place it names (with `placeFor`, once loaded); all of them for no text.
 */
export function filterCurrencies<T extends { value: string; label: string }>(
  currencies: readonly T[],
  text: string,
  placeFor?: PlaceFinder,
): Found<T>[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return currencies.map((currency) => ({ currency }));
  return currencies.flatMap((currency) => {
    if (
      currency.value.toLowerCase().includes(wanted) ||
      currency.label.toLowerCase().includes(wanted)
    ) {
      return [{ currency }];
    }
    const place = placeFor?.(currency.value, text);
    return place ? [{ currency, place }] : [];
  });
}

/** `label` cut to `keep` characters plus an ellipsis when it is longer than `max`. */
export function truncateLabel(label: string, max: number, keep = max): string {
  return label.length > max ? `${label.slice(0, keep)}…` : label;
}
