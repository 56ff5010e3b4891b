import type { BusinessProfile } from '../../../shared/schemas/business.ts';
import type { Db } from '../../db/database.ts';
import { findBusinessProfile } from './business.repository.ts';

export function createBusinessService(db: Db, moneyTransferUrl: string) {
  return {
    async profile(): Promise<BusinessProfile> {
      const { id: _id, ...profile } = await findBusinessProfile(db);
      return { ...profile, moneyTransferUrl };
    },
  };
}

export type BusinessService = ReturnType<typeof createBusinessService>;
