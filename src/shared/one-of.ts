/**
 * Whether `value` is one of `values`, narrowing it to their type: `includes` on a tuple of
 * literals refuses a wider value (`OPEN_STATUSES.includes(status)` with any OrderStatus).
 */
export function isOneOf<T>(values: readonly T[], value: unknown): value is T {
  return values.some((each) => each === value);
}
