import '#web/lib/zod-browser.ts';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { CONTACT_LIMITS, CONTACT_MESSAGES, ContactBodySchema } from '#shared/schemas/contact.ts';
import { FieldError, fieldErrorId } from '#web/components/ui/field-error.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSchemaForm } from '#web/lib/schema-form.ts';
import { toast } from '#web/lib/toast.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';

const EMPTY = { name: '', email: '', phone: '', message: '' };

/**
 * Name, email, phone (optional) and message, checked with the server's own rules before
 * sending; a sent message is confirmed with a toast and the form empties.
 */
export function ContactForm() {
  const { register, handleSubmit, control, reset, formState } = useSchemaForm(
    ContactBodySchema,
    EMPTY,
  );
  const { errors } = formState;
  const message = useWatch({ control, name: 'message' });
  const send = useSendContactMessage();
  const messageId = useId();

  const submit = handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: () => {
        toast.success(CONTACT_MESSAGES.sent);
        reset();
      },
    }),
  );

  const messageError = errors.message?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Name"
        autoComplete="name"
        aria-required="true"
        maxLength={CONTACT_LIMITS.name}
        {...register('name')}
        error={errors.name?.message}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        aria-required="true"
        maxLength={CONTACT_LIMITS.email}
        {...register('email')}
        error={errors.email?.message}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        maxLength={CONTACT_LIMITS.phone}
        {...register('phone')}
        error={errors.phone?.message}
      />
      <div>
        <label htmlFor={messageId} className="block text-sm font-medium text-slate-800">
          Message
        </label>
        <textarea
          id={messageId}
          rows={6}
          aria-required="true"
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${messageId}-count${messageError ? ` ${fieldErrorId(messageId)}` : ''}`}
          maxLength={CONTACT_LIMITS.message}
          {...register('message')}
          className="mt-1 block w-full rounded border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none aria-invalid:border-red-600"
        />
        <p id={`${messageId}-count`} className="mt-1 text-right text-xs text-slate-600">
          {message.length} / {CONTACT_LIMITS.message.toLocaleString('en-GB')} characters
        </p>
        <FieldError fieldId={messageId} message={messageError} />
      </div>
      {send.error && <FormAlert>{send.error.message}</FormAlert>}
      <button
        type="submit"
        disabled={send.isPending}
        className="rounded bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {send.isPending ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}
