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
