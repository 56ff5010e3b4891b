/** The most currencies a screen shows at once, with type readable from across the street. */
export const ROWS_PER_PAGE = 12;

/**
 * The board's currencies split into screens of at most 12, as even as can be (20 currencies:
 * two screens of 10, not 12 and 8), so the type size holds from one screen to the next.
 */
export function boardPages<T>(items: readonly T[], perPage = ROWS_PER_PAGE): T[][] {
  const count = Math.max(1, Math.ceil(items.length / perPage));
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, page) => items.slice(page * size, (page + 1) * size));
}
