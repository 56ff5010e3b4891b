import '#web/lib/zod-browser.ts';
import { useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CredentialsSchema, type Credentials } from '#shared/schemas/user.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useSchemaForm } from '#web/lib/schema-form.ts';

interface CredentialsFormProps {
  submitLabel: string;
  /** Sign-up asks for a new password; sign-in for the current one (password managers care). */
  newPassword?: boolean;
  pending: boolean;
  /** The server's answer to the last attempt. */
  serverError: string | undefined;
  onSubmit: (credentials: Credentials) => void;
  /** The rules the pair must meet: the spec's emptiness checks unless sign-up adds the policy's. */
  schema?: z.ZodType<Credentials, Credentials>;
  /** Help under the password field, given the password as typed and the id to give it. */
  passwordHelp?: (password: string, id: string) => ReactNode;
}

/** Email and password with the spec's messages for empty fields, shared by sign-in and sign-up. */
export function CredentialsForm({
  submitLabel,
  newPassword = false,
  pending,
  serverError,
  onSubmit,
  schema = CredentialsSchema,
  passwordHelp,
}: CredentialsFormProps) {
  const { register, handleSubmit, control, formState } = useSchemaForm(schema, {
    email: '',
    password: '',
  });
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });
  const helpId = useId();

  return (
    <form onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        aria-required="true"
        {...register('email')}
        error={errors.email?.message}
      />
      <div>
        <TextField
          label="Password"
          type="password"
          autoComplete={newPassword ? 'new-password' : 'current-password'}
          aria-required="true"
          {...register('password')}
          error={errors.password?.message}
          describedBy={passwordHelp ? helpId : undefined}
        />
        {passwordHelp?.(password, helpId)}
      </div>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded bg-brand-900 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {submitLabel}
      </button>
    </form>
  );
}
