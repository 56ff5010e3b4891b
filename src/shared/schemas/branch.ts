import { z } from 'zod';
import { controlCharacters, MULTI_LINE, SINGLE_LINE } from './typed-text.ts';
import { WEEKDAYS } from '../weekdays.ts';
import { PhoneNumberSchema } from './business.ts';

const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM');
export { WEEKDAYS };
const DaySchema = z.enum(WEEKDAYS);

/** Each day's opening and closing time in the branch's local (UK) time; null when closed. */
export const OpeningHoursSchema = z.record(
  DaySchema,
  z.object({ opens: TimeSchema, closes: TimeSchema }).nullable(),
);
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

export const BranchSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    openingHours: OpeningHoursSchema,
  })
  .meta({ id: 'Branch', description: 'A collection point' });
export type Branch = z.infer<typeof BranchSchema>;

export const BranchListSchema = z.array(BranchSchema);

const capitalised = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

const coordinate = (name: string, limit: number) =>
  z
    .number(`The ${name} is a number of degrees`)
    .min(-limit, `The ${name} is between -${limit} and ${limit}`)
    .max(limit, `The ${name} is between -${limit} and ${limit}`);

/** `PUT /api/branches/:key`: a branch's details as an Admin edits them; its key stays. */
export const BranchBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Enter the branch name')
      .max(60, 'The branch name has at most 60 characters')
      .regex(SINGLE_LINE, controlCharacters('branch name')),
    address: z
      .string()
      .trim()
      .min(1, 'Enter the address')
      .max(200, 'The address has at most 200 characters')
      .regex(MULTI_LINE, controlCharacters('address', true)),
    phone: PhoneNumberSchema,
    openingHours: OpeningHoursSchema.superRefine((hours, context) => {
      for (const day of WEEKDAYS) {
        const times = hours[day];
        if (times && times.closes <= times.opens) {
          context.addIssue({
            code: 'custom',
            path: [day, 'closes'],
            message: `${capitalised(day)}: the branch closes after it opens`,
          });
        }
      }
    }),
    latitude: coordinate('latitude', 90),
    longitude: coordinate('longitude', 180),
  })
  .meta({ id: 'BranchBody' });
export type BranchBody = z.infer<typeof BranchBodySchema>;

const DateSchema = z.iso.date('Use YYYY-MM-DD');

/** One day at a branch, UK local: whether it opens and when an order placed now is ready. */
export const CollectionDaySchema = z
  .object({
    date: DateSchema,
    open: z.boolean(),
    opens: TimeSchema.nullable(),
    closes: TimeSchema.nullable(),
    /** The earliest time an order placed now is ready that day; null when it cannot be. */
    readyFrom: TimeSchema.nullable(),
  })
  .meta({ id: 'CollectionDay' });
export type CollectionDay = z.infer<typeof CollectionDaySchema>;

/** A day a branch is shut besides its weekly closed days. */
export const BranchClosureSchema = z
  .object({
    id: z.string(),
    branchKey: z.string(),
    date: DateSchema,
    reason: z.string(),
  })
  .meta({ id: 'BranchClosure' });
export type BranchClosure = z.infer<typeof BranchClosureSchema>;

export const NewBranchClosureSchema = z.object({
  date: DateSchema,
  reason: z
    .string()
    .trim()
    .min(1, 'Give a reason')
    .max(100)
    .regex(SINGLE_LINE, controlCharacters('reason')),
});

export const BranchParamsSchema = z.object({ key: z.string().min(1).max(100) });

export const BranchClosureParamsSchema = BranchParamsSchema.extend({
  id: z.string().min(1).max(100),
});
