import { useSearchParams } from 'react-router';
import type { Branch } from '#shared/schemas/branch.ts';

/**
 * The chosen branch, kept in the address (?branch=worthing) so that a reload or a shared link
 * shows the same one; the first branch until one is chosen.
 */
export function useChosenBranch(branches: readonly Branch[] | undefined) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('branch');
  const branch = branches?.find((b) => b.key === asked) ?? branches?.[0];
  function choose(key: string) {
    const next = new URLSearchParams(params);
    next.set('branch', key);
    setParams(next, { replace: true });
  }
  return [branch, choose] as const;
}
