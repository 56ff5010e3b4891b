import { OpeningHoursSchema, type Branch } from '../../../shared/schemas/branch.ts';
import type { Db } from '../../db/database.ts';
import { listBranches } from './branches.repository.ts';

export function createBranchService(db: Db) {
  return {
    async list(): Promise<Branch[]> {
      const rows = await listBranches(db);
      return rows.map(({ sortOrder: _sortOrder, openingHours, ...branch }) => ({
        ...branch,
        openingHours: OpeningHoursSchema.parse(JSON.parse(openingHours)),
      }));
    },
  };
}

export type BranchService = ReturnType<typeof createBranchService>;
