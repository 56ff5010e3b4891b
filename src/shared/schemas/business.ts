import { z } from 'zod';

export const BusinessProfileSchema = z
  .object({
    tradingName: z.string(),
    legalName: z.string(),
    phone: z.string(),
    supportEmail: z.string(),
    postalAddress: z.string(),
    /** Where the top bar's money-transfer link points. */
    moneyTransferUrl: z.string(),
  })
  .meta({ id: 'BusinessProfile' });
export type BusinessProfile = z.infer<typeof BusinessProfileSchema>;
