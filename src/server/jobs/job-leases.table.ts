/** Who runs a background job now: a run is claimed here, so one server runs it. */
export interface JobLeasesTable {
  name: string;
  holder: string;
  expiresAt: Date;
}
