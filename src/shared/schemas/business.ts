import { z } from 'zod';
import { controlCharacters, MULTI_LINE, SINGLE_LINE } from './typed-text.ts';

/** A phone number as people write it: digits, spaces, brackets, hyphens, a leading +. */
export const PhoneNumberSchema = z
  .string()
  .trim()
  .regex(/^\+?[\d\s()-]{6,25}$/, 'Enter a valid phone number');

export const BusinessProfileSchema = z
  .object({
    tradingName: z.string(),
    legalName: z.string(),
    phone: z.string(),
    supportEmail: z.string(),
    postalAddress: z.string(),
    /** Companies House number; '' until set. */
    companyNumber: z.string(),
    /** HMRC Money Service Business registration number; '' until set. */
    msbNumber: z.string(),
    /** Where the top bar's money-transfer link points. */
    moneyTransferUrl: z.string(),
  })
  .meta({ id: 'BusinessProfile' });
export type BusinessProfile = z.infer<typeof BusinessProfileSchema>;

const required = (what: string, max: number, lines = false) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}`)
    .max(max, `The ${what} has at most ${max} characters`)
    .regex(lines ? MULTI_LINE : SINGLE_LINE, controlCharacters(what, lines));

/**
 * `PUT /api/business`: the profile as an Admin edits it. The registration numbers are checked
 * loosely (their shape, not the registers), upper-cased; '' leaves one unset.
 */
export const BusinessProfileBodySchema = z
  .object({
    tradingName: required('trading name', 100),
    legalName: required('legal name', 150),
    phone: PhoneNumberSchema,
    supportEmail: z.string().trim().max(254).pipe(z.email('Enter a valid support e-mail')),
    postalAddress: required('postal address', 300, true),
    companyNumber: z
      .string()
      .trim()
      .toUpperCase()
      .regex(
        /^(|\d{8}|[A-Z]{2}\d{6})$/,
        'A Companies House number is 8 characters: 8 digits, or 2 letters and 6 digits (e.g. 01234567, SC123456)',
      ),
    msbNumber: z
      .string()
      .trim()
      .toUpperCase()
      .regex(
        /^(|(?=.{12,15}$)[A-Z]{2,4}\d+)$/,
        'An HMRC MSB registration number is 12 to 15 letters then digits (e.g. XML00000123456)',
      ),
  })
  .meta({ id: 'BusinessProfileBody' });
export type BusinessProfileBody = z.infer<typeof BusinessProfileBodySchema>;

/** A money-transfer partner the Send money page points customers to. */
export const TransferProviderSchema = z.object({ name: z.string(), url: z.string() });
export type TransferProvider = z.infer<typeof TransferProviderSchema>;

/** What `GET /api/business` answers: the profile, the transfer partners and the app's stores. */
export const BusinessInfoSchema = BusinessProfileSchema.extend({
  transferProviders: z.array(TransferProviderSchema),
  /** The app's store pages (APP_STORE_URL, PLAY_STORE_URL); null until it is published there. */
  appStoreUrl: z.string().nullable(),
  playStoreUrl: z.string().nullable(),
}).meta({ id: 'BusinessInfo' });
export type BusinessInfo = z.infer<typeof BusinessInfoSchema>;
