const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** "22 November 2026 at 09:00", in UK time whatever the visitor's clock says. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** The most recent of some ISO timestamps, or undefined when there are none. */
export function latest(isoTimes: readonly string[]): string | undefined {
  return isoTimes.reduce<string | undefined>(
    (newest, time) =>
      newest === undefined || Date.parse(time) > Date.parse(newest) ? time : newest,
    undefined,
  );
}
