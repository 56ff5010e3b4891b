import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Shows a refused save where it belongs: each issue the server names (`body.phone`,
 * `body.openingHours.monday.closes`) at its field when its first part is one of `fields`, the
 * first of them taking the focus; anything else in the form's alert (`root.server`).
 */
export function showServerProblems<Values extends FieldValues>(
  error: Error,
  setError: UseFormSetError<Values>,
  fields: readonly string[],
): void {
  let shown = false;
  for (const issue of error instanceof ApiError ? error.issues : []) {
    const path = issue.path.replace(/^body\./, '');
    const [field = ''] = path.split('.');
    if (!fields.includes(field)) continue;
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a path the server names under one of this form's fields is one of its field paths
    setError(path as FieldPath<Values>, { message: issue.message }, { shouldFocus: !shown });
    shown = true;
  }
  if (!shown) setError('root.server', { message: error.message });
}
