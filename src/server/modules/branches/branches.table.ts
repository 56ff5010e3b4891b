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

/** A day a branch is shut besides its weekly closed days and the bank holidays (a refit). */
export interface BranchClosuresTable {
  id: string;
  branchKey: string;
  /** YYYY-MM-DD, UK local. */
  date: string;
  reason: string;
  createdAt: Date;
}

/** A bank holiday on which a branch opens as its weekly hours say, because an Admin said so. */
export interface BankHolidayOpeningsTable {
  branchKey: string;
  /** YYYY-MM-DD, UK local. */
  date: string;
  createdAt: Date;
}
