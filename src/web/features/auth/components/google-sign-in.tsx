import { useId } from 'react';
import { useAuthProviders } from '../api/get-auth-providers.ts';

const controlClass =
  'flex w-full items-center justify-center gap-3 rounded border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-800';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.3 5.7c4.3-3.9 7-9.8 7-17.1z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.3-5.7c-2 1.4-4.7 2.3-8.6 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/**
 * "Continue with Google": a full page load of the server's Google start, which comes back to
 * `returnTo` once signed in (without one, to where the user's role lands). Shown disabled, with
 * the server's reason, when Google is not set up.
 */
export function GoogleSignIn({ returnTo }: { returnTo: string | undefined }) {
  const providers = useAuthProviders();
  const reasonId = useId();
  const google = providers.data?.google;

  if (google?.enabled) {
    return (
      <a
        href={
          returnTo === undefined
            ? '/api/auth/google/start'
            : `/api/auth/google/start?returnTo=${encodeURIComponent(returnTo)}`
        }
        className={`${controlClass} hover:bg-slate-50`}
      >
        <GoogleMark />
        Continue with Google
      </a>
    );
  }
  return (
    <div>
      {/* aria-disabled rather than disabled keeps it focusable, so its reason can be heard. */}
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={google?.reason ? reasonId : undefined}
        className={`${controlClass} cursor-not-allowed opacity-60`}
      >
        <GoogleMark />
        Continue with Google
      </button>
      {google?.reason && (
        <p id={reasonId} className="mt-1 text-sm text-slate-600">
          {google.reason}
        </p>
      )}
    </div>
  );
}
