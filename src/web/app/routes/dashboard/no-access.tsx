import { Link } from 'react-router';

const linkClass =
  'inline-block rounded bg-brand-900 px-5 py-3 font-semibold text-white hover:bg-brand-700';

/**
 * What a signed-in user who is not an Admin sees at a dashboard address; Staff see it at an
 * Admin's screen, with the way back to their own.
 */
export function NoAccess({ staff = false }: { staff?: boolean }) {
  return (
    <section className="py-24 text-center">
      <title>No access | Global Currency Connect</title>
      <h1 className="text-3xl font-bold text-brand-900">No access</h1>
      <p className="mt-4 text-slate-600">
        {staff
          ? 'This page is for Admins. Your account has Staff access to your branches.'
          : 'The dashboard is for our staff. Your account does not have Admin access; if you think it should, please ask an Admin.'}
      </p>
      <Link to={staff ? '/dashboard/today' : '/'} className={`mt-8 ${linkClass}`}>
        {staff ? 'Back to Today' : 'Back to Travel Money'}
      </Link>
    </section>
  );
}
