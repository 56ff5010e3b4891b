/**
 * The days of the week, Monday first, as opening hours name them. Zod-free, so the storefront's
 * entry can use it without the schemas (docs/decisions/010).
 */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A value for each day of the week, from `value`, in WEEKDAYS' order. */
export function byWeekday<T>(value: (day: Weekday) => T): Record<Weekday, T> {
  return {
    monday: value('monday'),
    tuesday: value('tuesday'),
    wednesday: value('wednesday'),
    thursday: value('thursday'),
    friday: value('friday'),
    saturday: value('saturday'),
    sunday: value('sunday'),
  };
}
