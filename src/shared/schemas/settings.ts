import { z } from 'zod';

/** A promotional line on the storefront widget and the GBP amount it speaks of. */
export const UpsellSchema = z.object({
  text: z.string().max(200),
  amount: z.number().nonnegative(),
});
export type Upsell = z.infer<typeof UpsellSchema>;

export const UpsellResponseSchema = z.object({ Upsell: UpsellSchema }).meta({ id: 'Upsell' });
