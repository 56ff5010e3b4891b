export interface BranchesTable {
  key: string;
  name: string;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  /** JSON: the `OpeningHours` schema of src/shared/schemas/branch.ts. */
  openingHours: string;
  sortOrder: number;
}
