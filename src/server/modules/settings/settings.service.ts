import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { UpsellSchema, type Upsell } from '#shared/schemas/settings.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import { findSetting, upsertSetting } from './settings.repository.ts';
import { systemClock, type Clock } from '#server/clock.ts';

export function createSettingsService(db: Kysely<Database>, clock: Clock = systemClock) {
  /** A setting's value as `schema` reads it; undefined when it was never set. */
  async function read<T>(key: string, schema: z.ZodType<T>, from: Db = db): Promise<T | undefined> {
    const row = await findSetting(from, key);
    return row ? schema.parse(JSON.parse(row.value)) : undefined;
  }

  /** Stores a setting; `into` is the caller's transaction when the write belongs to one. */
  async function write(key: string, value: unknown, into: Db = db): Promise<void> {
    await upsertSetting(into, key, JSON.stringify(value), clock.now());
  }

  /** A staff change of a setting, with its audit entry, in one transaction. */
  async function change<T>(actor: string, key: string, schema: z.ZodType<T>, value: T) {
    await db.transaction().execute(async (trx) => {
      const before = await read(key, schema, trx);
      await write(key, value, trx);
      await recordAudit(trx, {
        at: clock.now(),
        actor,
        action: 'setting.update',
        entityType: 'setting',
        entityId: key,
        before,
        after: value,
      });
    });
  }

  return {
    read,
    write,
    change,

    async upsell(): Promise<Upsell> {
      const upsell = await read('upsell', UpsellSchema);
      if (!upsell) throw new AppError('NOT_FOUND', 'No upsell is set');
      return upsell;
    },

    async setUpsell(actor: string, upsell: Upsell): Promise<Upsell> {
      await change(actor, 'upsell', UpsellSchema, upsell);
      return upsell;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
