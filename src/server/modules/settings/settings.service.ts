import { UpsellSchema, type Upsell } from '../../../shared/schemas/settings.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { findSetting } from './settings.repository.ts';

export function createSettingsService(db: Db) {
  return {
    async upsell(): Promise<Upsell> {
      const row = await findSetting(db, 'upsell');
      if (!row) throw new AppError('NOT_FOUND', 'No upsell is set');
      return UpsellSchema.parse(JSON.parse(row.value));
    },
  };
}
