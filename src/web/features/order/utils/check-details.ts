import '../../../lib/zod-browser.ts';
import type { z } from 'zod';
import { MESSAGES } from '../../../../shared/constants.ts';
import { CreateOrderBodySchema } from '../../../../shared/schemas/order.ts';

/** The customer's details as typed in step 2. */
export interface Details {
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  phone: string;
  acceptRules: boolean;
}

export type DetailsErrors = Partial<Record<keyof Details, string>>;

export const EMPTY_DETAILS: Details = {
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  phone: '',
  acceptRules: false,
};

const fields = CreateOrderBodySchema.shape;

function problem(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Every field's problem, by the rules the server applies, in the spec's words where it has them. */
export function checkDetails(details: Details): DetailsErrors {
  const sameEmail =
    details.email.trim().toLowerCase() === details.confirmEmail.trim().toLowerCase();
  const errors: DetailsErrors = {
    firstName: problem(fields.firstName, details.firstName),
    lastName: problem(fields.lastName, details.lastName),
    email: problem(fields.email, details.email),
    confirmEmail: sameEmail ? undefined : MESSAGES.emailsDiffer,
    phone: problem(fields.phone, details.phone),
    acceptRules: details.acceptRules ? undefined : MESSAGES.rulesNotAccepted,
  };
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as DetailsErrors;
}
