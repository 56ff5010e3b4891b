import type { Branch } from '#shared/schemas/branch.ts';

/** The names of the branches with these keys, in the bureau's order (a key not known as is). */
export function branchNames(keys: readonly string[], branches: readonly Branch[]): string[] {
  const known = branches.filter((branch) => keys.includes(branch.key));
  const unknown = keys.filter((key) => !branches.some((branch) => branch.key === key));
  return [...known.map((branch) => branch.name), ...unknown];
}

/** "Worthing", "Worthing and Brighton", "Worthing, Brighton and Chichester". */
export function listNames(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
