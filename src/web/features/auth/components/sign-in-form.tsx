import '#web/lib/zod-browser.ts';
import { useNavigate } from 'react-router';
import { landingPath } from '#shared/landing-path.ts';
import { AUTH_MESSAGES } from '#shared/schemas/user.ts';
import { toast } from '#web/lib/toast.ts';
import { useSignIn } from '../api/sign-in.ts';
import { CredentialsForm } from './credentials-form.tsx';

/**
 * Signs in with email and password, then goes to `returnTo` in place of this page, or without
 * one to where the user's role lands (Staff and Admins at Today).
 */
export function SignInForm({ returnTo }: { returnTo: string | undefined }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  return (
    <CredentialsForm
      submitLabel="Sign In"
      pending={signIn.isPending}
      serverError={signIn.error?.message}
      onSubmit={(credentials) =>
        signIn.mutate(credentials, {
          onSuccess: ({ user }) => {
            toast.success(AUTH_MESSAGES.signedIn);
            void navigate(returnTo ?? landingPath(user?.role ?? 'user'), { replace: true });
          },
        })
      }
    />
  );
}
