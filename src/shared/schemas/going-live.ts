import { z } from 'zod';

/** One thing still example data or unsafe in production, and how to put it right. */
export const GoingLiveItemSchema = z
  .object({
    /** Stable: clients and log searches switch on it, never on the wording. */
    id: z.string(),
    problem: z.string(),
    /** What to do, naming the dashboard screen or the environment variable. */
    fix: z.string(),
  })
  .meta({ id: 'GoingLiveItem' });
export type GoingLiveItem = z.infer<typeof GoingLiveItemSchema>;

/** `GET /api/going-live`: what is left before going live; empty when nothing is. */
export const GoingLiveSchema = z
  .object({ checks: z.array(GoingLiveItemSchema) })
  .meta({ id: 'GoingLive' });
export type GoingLive = z.infer<typeof GoingLiveSchema>;
