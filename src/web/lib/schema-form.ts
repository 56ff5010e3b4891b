import './zod-browser.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by a schema from `src/shared`, so the browser says the server's own rules in
 * its words. Problems are found on submit and looked at again only on the next submit (or, with
 * `recheck: 'onChange'`, as each field changes, so a problem put right goes at once), and the
 * first field with one takes the focus; the submit handler gets the parsed (trimmed) values.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  { recheck = 'onSubmit' }: { recheck?: 'onSubmit' | 'onChange' } = {},
) {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: recheck,
  });
}

/** A number typed as text, for a schema that wants a number: nothing typed is no number, not 0. */
export const typedNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * What a TextField takes from a schema form for one field: its registration and its problem,
 * so a field is one line: `<TextField label="Phone" {...fieldOf(form, 'phone')} />`.
 */
export function fieldOf<Input extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Input, unknown, Output>,
  name: Path<Input>,
) {
  const error: FieldError | undefined = get(form.formState.errors, name);
  return { ...form.register(name), error: error?.message };
}
