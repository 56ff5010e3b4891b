import { z } from 'zod';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['up', 'down']),
    /** The database can take new data: false when it answers but its disk is full or it is read-only. */
    writable: z.boolean(),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;
