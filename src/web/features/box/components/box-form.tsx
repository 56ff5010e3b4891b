import '#web/lib/zod-browser.ts';
import { useNavigate } from 'react-router';
import { BoxCredentialsSchema } from '#shared/schemas/user.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { fieldOf, useSchemaForm } from '#web/lib/schema-form.ts';
import { useOpenBox } from '../api/open-box.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';

/**
 * The Secure Box's door. The server checks the pair; a match goes back to `returnTo`, a miss
 * goes to the home page and says nothing, as the spec's box does.
 */
export function BoxForm({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  const openBox = useOpenBox();
  const form = useSchemaForm(BoxCredentialsSchema, { username: '', password: '' });

  const submit = form.handleSubmit((credentials) =>
    openBox.mutate(credentials, {
      onSuccess: () => void navigate(returnTo, { replace: true }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          void navigate('/', { replace: true });
        }
      },
    }),
  );

  const refused = openBox.error instanceof ApiError && openBox.error.status === 401;
  return (
    <form onSubmit={submit} className="space-y-4">
      <TextField label="Username" autoComplete="username" {...fieldOf(form, 'username')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...fieldOf(form, 'password')}
      />
      {openBox.error && !refused && <FormAlert>{openBox.error.message}</FormAlert>}
      <button
        type="submit"
        disabled={openBox.isPending}
        className="w-full rounded bg-brand-900 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        Access
      </button>
    </form>
  );
}
