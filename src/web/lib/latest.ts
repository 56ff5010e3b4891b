// Apart from format.ts, whose money formats bring decimal.js: the offline notice in every page's
// layout needs only this.
/** The most recent of some ISO timestamps, or undefined when there are none. */
export function latest(isoTimes: readonly string[]): string | undefined {
  return isoTimes.reduce<string | undefined>(
    (newest, time) =>
      newest === undefined || Date.parse(time) > Date.parse(newest) ? time : newest,
    undefined,
  );
}
