/** The branch's day as its cashiers work it: Today's lists, the branches they pick from, the pulse. */
import { z } from 'zod';
import { StaffOrderViewSchema } from './order.ts';

const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A branch as the staff pickers name it. */
export const StaffBranchSchema = z.object({ key: z.string(), name: z.string() });
export type StaffBranch = z.infer<typeof StaffBranchSchema>;

/** `GET /api/my-branches`: the branches the caller works at, in the bureau's order. */
export const StaffBranchListSchema = z.array(StaffBranchSchema);

/** `GET /api/today`: unset, the caller's first branch. */
export const TodayQuerySchema = z.object({
  branch: z.string().trim().min(1).max(50).optional(),
});

/** Open orders (Pending or Accepted) at one branch, for its day in the UK. */
export const TodaySchema = z
  .object({
    branch: StaffBranchSchema,
    /** Today in the UK, YYYY-MM-DD. */
    date: DateSchema,
    /** The branch's next open day after today: what "tomorrow" prepares for. */
    nextDay: DateSchema,
    /** Click & Collect orders to hand over today. */
    collect: z.array(StaffOrderViewSchema),
    /** Click & Sell customers bringing their notes in today. */
    dropOffs: z.array(StaffOrderViewSchema),
    /** Orders whose day has passed that the branch still holds. */
    overdue: z.array(StaffOrderViewSchema),
    /** Orders for the next open day, with the notes to put aside. */
    tomorrow: z.array(StaffOrderViewSchema),
  })
  .meta({ id: 'Today' });
export type Today = z.infer<typeof TodaySchema>;

/** `GET /api/orders/pulse`: polled by the lists, which refetch when it moves. */
export const OrderPulseSchema = z
  .object({
    /** When the newest order the caller may see was placed, ISO 8601; null when there is none. */
    latest: z.string().nullable(),
    counts: z.object({ Pending: z.number(), Accepted: z.number() }),
  })
  .meta({ id: 'OrderPulse' });
export type OrderPulse = z.infer<typeof OrderPulseSchema>;
