/** The currencies whose code or name contains `text`, ignoring case; all of them for no text. */
export function filterCurrencies<T extends { value: string; label: string }>(
  currencies: readonly T[],
  text: string,
): readonly T[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return currencies;
  return currencies.filter(
    (currency) =>
      currency.value.toLowerCase().includes(wanted) ||
      currency.label.toLowerCase().includes(wanted),
  );
}

/** `label` cut to `keep` characters plus an ellipsis when it is longer than `max`. */
export function truncateLabel(label: string, max: number, keep = max): string {
  return label.length > max ? `${label.slice(0, keep)}…` : label;
}
