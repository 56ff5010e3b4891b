import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { MESSAGES } from '#shared/constants.ts';
import { FormCard } from '#web/components/ui/form-card.tsx';
import { OrDivider } from '#web/components/ui/or-divider.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { GoogleSignIn } from '#web/features/auth/components/google-sign-in.tsx';
import { SignInForm } from '#web/features/auth/components/sign-in-form.tsx';
import { returnPath } from '#web/lib/return-path.ts';
import { toast } from '#web/lib/toast.ts';

export function SignInRoute() {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  // The page a guard sent the visitor from, if any; without one the landing depends on the role.
  const returnTo = returnPath(location.state, '') || undefined;
  // The Google callback sends its failures here.
  const googleFailed = searchParams.get('error') === 'google';

  useEffect(() => {
    if (!googleFailed) return;
    toast.error(MESSAGES.somethingWentWrong, { toastId: 'google-sign-in-failed' });
    // Drop the flag so that a reload does not repeat the message.
    setSearchParams(
      (params) => {
        params.delete('error');
        return params;
      },
      { replace: true, state: location.state },
    );
  }, [googleFailed, setSearchParams, location.state]);

  return (
    <FormCard title="Welcome">
      <PageMeta
        title="Sign in"
        description="Sign in to your Global Currency Connect account with your email and password or with Google."
      />
      <SignInForm returnTo={returnTo} />
      <OrDivider />
      <GoogleSignIn returnTo={returnTo} />
      <p className="mt-6 text-center text-sm text-slate-600">
        New here?{' '}
        <Link
          to="/signUp"
          state={location.state}
          className="font-semibold text-brand-700 underline"
        >
          Create an account
        </Link>
      </p>
    </FormCard>
  );
}
