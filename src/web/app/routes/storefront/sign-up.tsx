import { Link, useLocation } from 'react-router';
import { FormCard } from '#web/components/ui/form-card.tsx';
import { OrDivider } from '#web/components/ui/or-divider.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { GoogleSignIn } from '#web/features/auth/components/google-sign-in.tsx';
import { SignUpForm } from '#web/features/auth/components/sign-up-form.tsx';
import { returnPath } from '#web/lib/return-path.ts';

export function SignUpRoute() {
  const location = useLocation();
  // Without a page asked for, a new account lands on the storefront; Google may sign in Staff.
  const returnTo = returnPath(location.state, '') || undefined;
  return (
    <FormCard title="Welcome You!">
      <PageMeta
        title="Sign up"
        description="Create a Global Currency Connect account with your email and password or with Google."
      />
      <SignUpForm returnTo={returnTo ?? '/'} />
      <OrDivider />
      <GoogleSignIn returnTo={returnTo} />
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link
          to="/signin"
          state={location.state}
          className="font-semibold text-brand-700 underline"
        >
          Sign in
        </Link>
      </p>
    </FormCard>
  );
}
