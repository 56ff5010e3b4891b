import { keysOf } from '#shared/objects.ts';

/** What an edit changed, as the audit log records it: the changed fields, before and after. */
export function changes<T extends object>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | undefined {
  const fields = keysOf(after).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  if (fields.length === 0) return undefined;
  const pick = (record: T) => {
    const picked: Partial<T> = {};
    for (const field of fields) picked[field] = record[field];
    return picked;
  };
  return { before: pick(before), after: pick(after) };
}
