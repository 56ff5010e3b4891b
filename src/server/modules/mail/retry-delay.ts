/** The longest wait between two attempts: a failing message is still tried every hour, forever. */
export const MAX_RETRY_DELAY_SECONDS = 60 * 60;

/** Seconds to wait after the `attempts`-th failed attempt: the base, doubling each time, capped. */
export function retryDelaySeconds(attempts: number, baseSeconds: number): number {
  // The exponent is bounded so the product stays finite (0 x Infinity would be NaN).
  const factor = 2 ** Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(baseSeconds * factor, MAX_RETRY_DELAY_SECONDS);
}
