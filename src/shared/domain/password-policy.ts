/** The password rules, checked in the browser as the user types and again on the server. */
import { z } from 'zod';

export const PasswordPolicySchema = z
  .object({
    minLength: z.number().int(),
    maxLength: z.number().int(),
    requireLowercase: z.boolean(),
    requireUppercase: z.boolean(),
    requireNumeric: z.boolean(),
    requireNonAlphanumeric: z.boolean(),
  })
  .meta({ id: 'PasswordPolicy' });
export type PasswordPolicy = z.infer<typeof PasswordPolicySchema>;

export interface PasswordRule {
  id: string;
  /** Shown as a checklist while typing, and as the error when the rule is not met. */
  message: string;
  met: boolean;
}

/** Every rule the policy turns on, each with whether `password` meets it. */
export function passwordRules(password: string, policy: PasswordPolicy): PasswordRule[] {
  const length = [...password].length;
  const rules: PasswordRule[] = [
    {
      id: 'minLength',
      message: `Use at least ${policy.minLength} characters`,
      met: length >= policy.minLength,
    },
    {
      id: 'maxLength',
      message: `Use at most ${policy.maxLength} characters`,
      met: length <= policy.maxLength,
    },
  ];
  const optional: Array<[boolean, string, string, RegExp]> = [
    [policy.requireLowercase, 'lowercase', 'Include a lowercase letter', /\p{Ll}/u],
    [policy.requireUppercase, 'uppercase', 'Include an uppercase letter', /\p{Lu}/u],
    [policy.requireNumeric, 'numeric', 'Include a number', /\p{N}/u],
    [
      policy.requireNonAlphanumeric,
      'nonAlphanumeric',
      'Include a symbol (a character that is not a letter or number)',
      /[^\p{L}\p{N}]/u,
    ],
  ];
  for (const [required, id, message, pattern] of optional) {
    if (required) rules.push({ id, message, met: pattern.test(password) });
  }
  return rules;
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common. Choose one that is harder to guess';
