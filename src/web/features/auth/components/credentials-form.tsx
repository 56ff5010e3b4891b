import '../../../lib/zod-browser.ts';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AUTH_MESSAGES, type Credentials } from '../../../../shared/schemas/user.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

interface CredentialsFormProps {
  submitLabel: string;
  /** Sign-up asks for a new password; sign-in for the current one (password managers care). */
  newPassword?: boolean;
  pending: boolean;
  /** The server's answer to the last attempt. */
  serverError: string | undefined;
  onSubmit: (credentials: Credentials) => void;
  /** The first rule beyond emptiness that the password breaks, if any. */
  passwordProblem?: (password: string) => string | undefined;
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
  passwordProblem,
  passwordHelp,
}: CredentialsFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const helpId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      email: email.trim() ? undefined : AUTH_MESSAGES.emptyEmail,
      password: password ? passwordProblem?.(password) : AUTH_MESSAGES.emptyPassword,
    };
    setErrors(found);
    if (found.email) emailRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else onSubmit({ email: email.trim(), password });
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <TextField
        ref={emailRef}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        aria-required="true"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <div>
        <TextField
          ref={passwordRef}
          label="Password"
          type="password"
          name="password"
          autoComplete={newPassword ? 'new-password' : 'current-password'}
          aria-required="true"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
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
