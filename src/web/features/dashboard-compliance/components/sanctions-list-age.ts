import { SANCTIONS_LIST_STALE_DAYS, type SanctionsStatus } from '#shared/schemas/sanctions.ts';

const DAY_MS = 86_400_000;

/** What an Admin is warned of: no list, or one older than a week; undefined when it is fine. */
export function sanctionsListWarning(
  status: Pick<SanctionsStatus, 'listDate'>,
  today: string,
): string | undefined {
  if (status.listDate === null) {
    return 'No sanctions list is imported: customers are not screened against the UK Sanctions List.';
  }
  const days = Math.round((Date.parse(today) - Date.parse(status.listDate)) / DAY_MS);
  if (days <= SANCTIONS_LIST_STALE_DAYS) return undefined;
  return `The sanctions list is ${days} days old (dated ${status.listDate}): import the latest.`;
}
