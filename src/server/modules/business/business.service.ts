import type { BusinessProfile, BusinessProfileBody } from '#shared/schemas/business.ts';
import type { Db } from '../../db/database.ts';
import { recordAudit, changes } from '#server/modules/audit/index.ts';
import { findBusinessProfile, updateBusinessProfile } from './business.repository.ts';
import { systemClock, type Clock } from '#server/clock.ts';
import { createReferenceVersion, type ReferenceVersion } from '#server/db/reference-version.ts';

export function createBusinessService(
  db: Db,
  moneyTransferUrl: string,
  clock: Clock = systemClock,
  version: ReferenceVersion = createReferenceVersion(db, clock),
) {
  // Read by every order and e-mail: kept while the reference data's version stays.
  const profile = version.cached(async (): Promise<BusinessProfile> => {
    const { id: _id, ...stored } = await findBusinessProfile(db);
    return { ...stored, moneyTransferUrl };
  });

  return {
    profile,

    /** Changes who the bureau says it is, with an audit entry of what changed. */
    async update(actor: string, body: BusinessProfileBody): Promise<BusinessProfile> {
      await db.transaction().execute(async (trx) => {
        const { id: _id, ...before } = await findBusinessProfile(trx);
        const changed = changes(before, body);
        if (!changed) return;
        await updateBusinessProfile(trx, body);
        await recordAudit(trx, {
          at: clock.now(),
          actor,
          action: 'business.update',
          entityType: 'business',
          entityId: 'profile',
          ...changed,
        });
      });
      version.changed();
      return { ...body, moneyTransferUrl };
    },
  };
}

export type BusinessService = ReturnType<typeof createBusinessService>;
