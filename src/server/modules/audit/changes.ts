/** What an edit changed, as the audit log records it: the changed fields, before and after. */
export function changes<T extends object>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | undefined {
  const fields = (Object.keys(after) as Array<keyof T>).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  if (fields.length === 0) return undefined;
  const pick = (record: T) =>
    Object.fromEntries(fields.map((field) => [field, record[field]])) as Partial<T>;
  return { before: pick(before), after: pick(after) };
}
