/** One import of the UK Sanctions List; the one with the highest `version` is in force. */
export interface SanctionsListImportsTable {
  version: number;
  /** YYYY-MM-DD. */
  listDate: string;
  importedAt: Date;
  entries: number;
  names: number;
  /** The Admin's e-mail; null for the daily fetch. */
  importedBy: string | null;
}

/** A name of the list in force, as screening reads it. */
export interface SanctionsListNamesTable {
  importVersion: number;
  position: number;
  uniqueId: string;
  familyName: string;
  /** JSON array of strings. */
  otherNames: string;
  nameType: string;
  lowQuality: boolean;
  designationType: string;
  regime: string;
  dateOfBirth: string;
  nationality: string;
  dateDesignated: string;
}
