import '#web/lib/zod-browser.ts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { passwordRules, type PasswordPolicy } from '#shared/domain/password-policy.ts';
import { AUTH_MESSAGES, CredentialsSchema } from '#shared/schemas/user.ts';
import { toast } from '#web/lib/toast.ts';
import { usePasswordPolicy } from '../api/get-password-policy.ts';
import { useSignUp } from '../api/sign-up.ts';
import { CredentialsForm } from './credentials-form.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

/** The spec's emptiness checks, then the first of the policy's rules that the password breaks. */
function signUpSchema(policy: PasswordPolicy) {
  return CredentialsSchema.extend({
    password: CredentialsSchema.shape.password.superRefine((password, context) => {
      const broken = passwordRules(password, policy).find((rule) => !rule.met);
      if (password && broken) context.addIssue({ code: 'custom', message: broken.message });
    }),
  });
}

/** Creates an account (signed in at once), then goes to `returnTo` in place of this page. */
export function SignUpForm({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const { data: policy } = usePasswordPolicy();
  const schema = useMemo(() => policy && signUpSchema(policy), [policy]);
  return (
    <CredentialsForm
      submitLabel="Let's Go!"
      newPassword
      pending={signUp.isPending}
      serverError={signUp.error?.message}
      schema={schema}
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
