import { Link } from 'react-router';
import { ukDate } from '#shared/domain/uk-time.ts';
import { useSanctionsStatus } from '../api/get-sanctions-status.ts';
import { sanctionsListWarning } from './sanctions-list-age.ts';

/**
 * For Admins: the sanctions list is missing or more than a week old, with the way to the
 * Compliance screen (`link`); nothing while it is fine or loading.
 */
export function SanctionsListWarning({ link = true }: { link?: boolean }) {
  const status = useSanctionsStatus();
  if (!status.data) return null;
  const warning = sanctionsListWarning(status.data, ukDate(new Date()));
  if (!warning) return null;
  return (
    <p
      role="status"
      data-testid="sanctions-list-warning"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      {warning}
      {link && (
        <>
          {' '}
          <Link to="/dashboard/compliance" className="font-semibold underline">
            Open Compliance
          </Link>
        </>
      )}
    </p>
  );
}
