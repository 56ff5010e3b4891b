import { z } from 'zod';

/** `POST /api/sanctions/list`: the UK Sanctions List as imported. */
export const SanctionsImportSchema = z
  .object({
    /** YYYY-MM-DD: the list's report date. */
    listDate: z.iso.date(),
    /** Designations: distinct Unique IDs, of every type. */
    entries: z.number().int(),
    /** Name rows: each designation's names, variations and aliases. */
    names: z.number().int(),
  })
  .meta({ id: 'SanctionsImport' });
export type SanctionsImport = z.infer<typeof SanctionsImportSchema>;

/** `GET /api/sanctions/status`: the list screening uses; nulls and zeros before any import. */
export const SanctionsStatusSchema = z
  .object({
    listDate: z.iso.date().nullable(),
    /** ISO 8601 instant of the import. */
    importedAt: z.iso.datetime().nullable(),
    entries: z.number().int(),
    names: z.number().int(),
  })
  .meta({ id: 'SanctionsStatus' });
export type SanctionsStatus = z.infer<typeof SanctionsStatusSchema>;

/** Days after its date from which a list is shown as out of date. */
export const SANCTIONS_LIST_STALE_DAYS = 7;

/** The CSV file as the FCDO publishes it. */
export const SanctionsListBodySchema = z.string().meta({
  description:
    'The UK Sanctions List CSV as the FCDO publishes it (Report Date line, header, one row per name), sent as `text/csv`, up to 32 MB',
});

/** What a file input holds: its chosen files. */
interface ChosenFiles {
  readonly length: number;
  readonly [index: number]: Blob | undefined;
}

/** The Compliance screen's import: the list's CSV file, chosen. */
export const SanctionsListFileSchema = z.object({
  files: z.custom<ChosenFiles>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      'length' in value &&
      typeof value.length === 'number' &&
      value.length > 0,
    "Choose the list's CSV file",
  ),
});
