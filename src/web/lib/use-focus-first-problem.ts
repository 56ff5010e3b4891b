import { useEffect, useRef } from 'react';

/**
 * A ref for a form whose first field with a problem takes the focus each time `problems` changes
 * (after it renders, so a field just marked, or just opened, is there to take it).
 */
export function useFocusFirstProblem(problems: unknown) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems]);
  return ref;
}
