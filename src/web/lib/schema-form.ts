import './zod-browser.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by a schema from `src/shared`, so the browser says the server's own rules in
 * its words. Problems are found on submit and looked at again only on the next submit, and the
 * first field with one takes the focus; the submit handler gets the parsed (trimmed) values.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
  });
}
