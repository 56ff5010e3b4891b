import { z } from 'zod';
import { CurrencyCodeSchema } from './currency.ts';

/** The most currencies a branch's board shows: a screen fits about a dozen at a time. */
export const BOARD_MAX_CURRENCIES = 20;

export const BOARD_MESSAGES = {
  unknownBranch: 'No branch with this key',
  chooseOne: 'Choose at least one currency for the board',
  tooMany: `A board shows at most ${BOARD_MAX_CURRENCIES} currencies`,
  twice: 'Each currency appears once on the board',
} as const;

export const BoardParamsSchema = z.object({ branchKey: z.string().min(1).max(60) });

export const BoardCurrencySchema = z.object({
  code: z.string(),
  label: z.string(),
  /** Units of the currency the bureau sells for £1 (Click & Collect), as the storefront shows it. */
  sell: z.string(),
  /** Units of the currency the bureau buys for £1 (Click & Sell). */
  buy: z.string(),
});
export type BoardCurrency = z.infer<typeof BoardCurrencySchema>;

export const BoardSchema = z
  .object({
    branch: z.object({ key: z.string(), name: z.string() }),
    currencies: z.array(BoardCurrencySchema),
    /** When the newest of the shown rates was set; null when the board shows no currency. */
    ratesAt: z.string().nullable(),
    /** True when an Admin chose the currencies; false when the board shows the branch's most ordered. */
    chosen: z.boolean(),
  })
  .meta({ id: 'Board', description: "A branch's shop-window rate board" });
export type Board = z.infer<typeof BoardSchema>;

/** `PUT /api/board/:branchKey`: the codes the board shows, in display order. */
export const BoardBodySchema = z.object({
  currencies: z
    .array(CurrencyCodeSchema, BOARD_MESSAGES.chooseOne)
    .min(1, BOARD_MESSAGES.chooseOne)
    .max(BOARD_MAX_CURRENCIES, BOARD_MESSAGES.tooMany)
    .superRefine((codes, context) => {
      codes.forEach((code, index) => {
        if (codes.indexOf(code) !== index) {
          context.addIssue({ code: 'custom', path: [index], message: BOARD_MESSAGES.twice });
        }
      });
    }),
});
export type BoardBody = z.infer<typeof BoardBodySchema>;
