import { z } from 'zod';
import { controlCharacters, SINGLE_LINE } from './typed-text.ts';
import { hasAmountPrecision } from '../domain/pricing.ts';

/** A promotional line on the storefront widget and the GBP amount it speaks of. */
export const UpsellSchema = z.object({
  text: z.string().max(200),
  amount: z.number().nonnegative(),
});
export type Upsell = z.infer<typeof UpsellSchema>;

export const UpsellResponseSchema = z.object({ Upsell: UpsellSchema }).meta({ id: 'Upsell' });

/** What staff write: a line to show, and the GBP amount it speaks of (pounds, to the penny). */
export const UpsellBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Write the promotional line')
    .max(200)
    .regex(SINGLE_LINE, controlCharacters('promotional line')),
  amount: z
    .number('The amount is a number of pounds')
    .nonnegative('The amount cannot be negative')
    // At most two decimals, read as the money is stored (zod's multipleOf passes 4e-178).
    .refine(hasAmountPrecision, 'The amount is in pounds and pence'),
});
