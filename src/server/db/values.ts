/** An aggregate's timestamp: a Date on PostgreSQL, ISO text on SQLite (no declared column type). */
export function toIsoString(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
