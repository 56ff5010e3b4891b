import { describe, expect, it } from 'vitest';
import { ukDateTime, ukInstant } from './uk-time.ts';

const intl = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** What Intl itself reads at `instant`, as { date, time }. */
function intlReading(instant: Date) {
  const parts = Object.fromEntries(intl.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

describe('UK time', () => {
  it('reads every quarter hour of 2026 and 2027 as Intl does, clock changes included', () => {
    const start = Date.UTC(2026, 0, 1);
    const end = Date.UTC(2028, 0, 1);
    for (let at = start; at < end; at += 15 * 60_000 + 7_000) {
      const instant = new Date(at);
      expect(ukDateTime(instant)).toEqual(intlReading(instant));
    }
  });

  it('turns a UK date and time back into its instant on both sides of a change', () => {
    expect(ukInstant('2026-03-29', '00:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(ukInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(ukInstant('2026-10-25', '09:00').toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(ukInstant('2026-10-24', '09:00').toISOString()).toBe('2026-10-24T08:00:00.000Z');
  });
});
