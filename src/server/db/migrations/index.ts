import type { Migration } from 'kysely';
import * as catalogue from './2026-11-21-001-catalogue.ts';

/** Every migration, in order. Names are date-prefixed and never change once released. */
export const migrations: Record<string, Migration> = {
  '2026-11-21-001-catalogue': catalogue,
};
