import type { BusinessProfile } from '#shared/schemas/business.ts';

/**
 * The bureau's registrations as the footer and the terms state them: only those an Admin has
 * set, so an unset number never shows as a blank.
 */
export function registrations({
  companyNumber,
  msbNumber,
}: Pick<BusinessProfile, 'companyNumber' | 'msbNumber'>): string[] {
  return [
    companyNumber && `Company number ${companyNumber}`,
    msbNumber && `HMRC Money Service Business registration number ${msbNumber}`,
  ].filter((line) => line !== '');
}
