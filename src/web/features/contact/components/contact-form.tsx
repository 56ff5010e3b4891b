import '../../../lib/zod-browser.ts';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  ContactBodySchema,
  type ContactBody,
} from '../../../../shared/schemas/contact.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

type Field = keyof ContactBody;
const EMPTY = { name: '', email: '', phone: '', message: '' } satisfies Record<Field, string>;

/**
 * Name, email, phone (optional) and message, checked with the server's own rules before
 * sending; a sent message is confirmed with a toast and the form empties.
 */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const send = useSendContactMessage();
  const form = useRef<HTMLFormElement>(null);
  const messageId = useId();

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((all) => ({ ...all, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ContactBodySchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = (Object.keys(EMPTY) as Field[]).find((field) => found[field]);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(CONTACT_MESSAGES.sent);
        setValues(EMPTY);
      },
    });
  }

  const messageError = errors.message;
  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        aria-required="true"
        maxLength={CONTACT_LIMITS.name}
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        aria-required="true"
        maxLength={CONTACT_LIMITS.email}
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        label="Phone (optional)"
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={CONTACT_LIMITS.phone}
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <div>
        <label htmlFor={messageId} className="block text-sm font-medium text-slate-800">
          Message
        </label>
        <textarea
          id={messageId}
          name="message"
          rows={6}
          aria-required="true"
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${messageId}-count${messageError ? ` ${messageId}-error` : ''}`}
          maxLength={CONTACT_LIMITS.message}
          value={values.message}
          onChange={set('message')}
          className="mt-1 block w-full rounded border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none aria-invalid:border-red-600"
        />
        <p id={`${messageId}-count`} className="mt-1 text-right text-xs text-slate-600">
          {values.message.length} / {CONTACT_LIMITS.message.toLocaleString('en-GB')} characters
        </p>
        {messageError && (
          <p id={`${messageId}-error`} className="text-sm text-red-700">
            {messageError}
          </p>
        )}
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
