import '../../../lib/zod-browser.ts';
import { useNavigate } from 'react-router';
import { passwordRules } from '../../../../shared/domain/password-policy.ts';
import { AUTH_MESSAGES } from '../../../../shared/schemas/user.ts';
import { toast } from '../../../lib/toast.ts';
import { usePasswordPolicy } from '../api/get-password-policy.ts';
import { useSignUp } from '../api/sign-up.ts';
import { CredentialsForm } from './credentials-form.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

/** Creates an account (signed in at once), then goes to `returnTo` in place of this page. */
export function SignUpForm({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const { data: policy } = usePasswordPolicy();
  return (
    <CredentialsForm
      submitLabel="Let's Go!"
      newPassword
      pending={signUp.isPending}
      serverError={signUp.error?.message}
      passwordProblem={(password) =>
        policy && passwordRules(password, policy).find((rule) => !rule.met)?.message
      }
      passwordHelp={
        policy &&
        ((password, id) => <PasswordChecklist id={id} password={password} policy={policy} />)
      }
      onSubmit={(credentials) =>
        signUp.mutate(credentials, {
          onSuccess: () => {
            toast.success(AUTH_MESSAGES.signedIn);
            void navigate(returnTo, { replace: true });
          },
        })
      }
    />
  );
}
