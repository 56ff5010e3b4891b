import '#web/lib/zod-browser.ts';
import { z } from 'zod';
import { BranchBodySchema, WEEKDAYS, type Branch } from '#shared/schemas/branch.ts';
import { byWeekday } from '#shared/weekdays.ts';
import { typedNumber } from '#web/lib/schema-form.ts';

/** A day as the form holds it: a closed day keeps its times, so opening it again restores them. */
const DayFieldsSchema = z.object({ open: z.boolean(), opens: z.string(), closes: z.string() });

/**
 * The branch form: text as typed, turned into `PUT /api/branches/:key`'s body and checked by
 * the server's own schema, so the form says the server's words at the same fields.
 */
export const BranchFormSchema = z
  .object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    latitude: z.string(),
    longitude: z.string(),
    openingHours: z.record(z.enum(WEEKDAYS), DayFieldsSchema),
  })
  .transform(({ latitude, longitude, openingHours, ...fields }) => ({
    ...fields,
    latitude: typedNumber(latitude),
    longitude: typedNumber(longitude),
    openingHours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const { open, opens, closes } = openingHours[day];
        return [day, open ? { opens, closes } : null];
      }),
    ),
  }))
  .pipe(BranchBodySchema);
export type BranchFormValues = z.input<typeof BranchFormSchema>;

/** Times a closed day offers once ticked open. */
const USUAL_HOURS = { opens: '09:00', closes: '17:30' };

export function branchFormValues(branch: Branch): BranchFormValues {
  const hours = branch.openingHours;
  return {
    name: branch.name,
    address: branch.address,
    phone: branch.phone,
    latitude: String(branch.latitude),
    longitude: String(branch.longitude),
    openingHours: byWeekday((day) => ({
      open: hours[day] !== null,
      ...(hours[day] ?? USUAL_HOURS),
    })),
  };
}
