// The UK Sanctions List the journeys import (tests/e2e/compliance.spec.ts and sanctions-hold.spec.ts).
import { listFile } from '#server/test-support/sanctions-list.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The individual the list designates, as listed, and the name a customer matches it by. */
export const LISTED = {
  uniqueId: 'E2E0001',
  givenName: 'Ottoline',
  familyName: 'Quillfeather',
  name: 'Ottoline Quillfeather',
  regime: 'Global Human Rights',
};

/** Today as YYYY-MM-DD, the day the list is dated (so no staleness warning). */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * The one list every journey imports, dated today: the list is the whole server's, and journeys
 * import it at once on both projects, so whichever import lands last leaves the same list in
 * force. Two designations, three names: an individual (with a good-quality alias) and an entity.
 */
export function e2eSanctionsList(day = today()): string {
  const [year, month, date] = day.split('-');
  return listFile(
    [
      {
        uniqueId: LISTED.uniqueId,
        familyName: LISTED.familyName,
        otherNames: [LISTED.givenName],
        regime: LISTED.regime,
      },
      {
        uniqueId: LISTED.uniqueId,
        familyName: 'Quilfeather',
        otherNames: ['Ottilie'],
        nameType: 'Alias',
        aliasStrength: 'Good quality',
        regime: LISTED.regime,
      },
      { uniqueId: 'E2E0002', familyName: 'Marrowgate Shipping', designationType: 'Entity' },
    ],
    `${date}-${MONTHS[Number(month) - 1]}-${year}`,
  );
}
