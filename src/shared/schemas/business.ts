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

/** A money-transfer partner the Send money page points customers to. */
export const TransferProviderSchema = z.object({ name: z.string(), url: z.string() });
export type TransferProvider = z.infer<typeof TransferProviderSchema>;

/** What `GET /api/business` answers: the profile and the configured transfer partners. */
export const BusinessInfoSchema = BusinessProfileSchema.extend({
  transferProviders: z.array(TransferProviderSchema),
}).meta({ id: 'BusinessInfo' });
export type BusinessInfo = z.infer<typeof BusinessInfoSchema>;
