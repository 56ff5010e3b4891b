/**
 * The order being built, kept for the browser tab's session in sessionStorage under
 * `order-draft`, so a reload or Back/Forward does not lose the branch, the day, the notes asked
 * for and the details typed. It never leaves the browser, and is cleared when the order is placed.
 * The terms' checkbox is not kept: the customer accepts them each time they place an order.
 */
import { z } from 'zod';
import { NOTE_PREFERENCES } from '#shared/domain/note-plan.ts';
import { WAYS, type Way } from '#shared/domain/pricing.ts';

export const ORDER_DRAFT_KEY = 'order-draft';

const DraftDetailsSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    confirmEmail: z.string(),
    phone: z.string(),
  })
  .partial();

// Each field on its own: one that no longer fits (an older version, an edit) is dropped alone.
const OrderDraftSchema = z.object({
  way: z.enum(WAYS).optional().catch(undefined),
  addressKey: z.string().optional().catch(undefined),
  day: z.string().optional().catch(undefined),
  notePreference: z.enum(NOTE_PREFERENCES).optional().catch(undefined),
  details: DraftDetailsSchema.optional().catch(undefined),
});

export type OrderDraft = z.infer<typeof OrderDraftSchema>;
export type DraftDetails = z.infer<typeof DraftDetailsSchema>;

function readStored(): OrderDraft {
  try {
    const raw = sessionStorage.getItem(ORDER_DRAFT_KEY);
    const parsed = OrderDraftSchema.safeParse(raw ? JSON.parse(raw) : {});
    return parsed.success ? parsed.data : {};
  } catch {
    // Unreadable text, or storage disabled (some private modes): no draft.
    return {};
  }
}

/**
 * The draft for `way`. The branch, day and notes belong to one way (Click & Collect or Click &
 * Sell); the customer's details serve both.
 */
export function readDraft(way: Way): OrderDraft {
  const draft = readStored();
  return draft.way === way ? draft : { details: draft.details };
}

/** Keeps `change` in the draft for `way`, over what was kept before. */
export function updateDraft(way: Way, change: Omit<OrderDraft, 'way'>) {
  try {
    sessionStorage.setItem(ORDER_DRAFT_KEY, JSON.stringify({ ...readDraft(way), ...change, way }));
  } catch {
    // Storage full or disabled: the wizard still works, it just forgets on reload.
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(ORDER_DRAFT_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
