/** The smallest of 1, 2, 5, 10, 20, 50 … that is at least `value`. */
export function niceStep(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  // 10 x power always holds value; the find stops earlier when a smaller step does.
  return [1, 2, 5].map((m) => m * power).find((step) => step >= value * (1 - 1e-9)) ?? 10 * power;
}

/**
 * The step of an axis from 0 that holds `max` in `intervals` equal round steps; with `whole`,
 * at least 1 (counts of orders).
 */
export function axisStep(max: number, intervals: number, whole: boolean): number {
  const step = niceStep(max / intervals);
  return whole ? Math.max(1, step) : step;
}
