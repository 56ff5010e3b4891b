import { z } from 'zod';
import { controlCharacters, MULTI_LINE, SINGLE_LINE } from './typed-text.ts';
import { MESSAGES, CART_MAX_ITEMS } from '../constants.ts';
import { ORDER_ACTIONS, ORDER_STATUSES } from '../domain/order-state.ts';
import { NOTE_PREFERENCES } from '../domain/note-plan.ts';
import { decodeOrderCursor } from '../domain/order-cursor.ts';
import { WAYS } from '../domain/pricing.ts';
import { FaceValueKeySchema, NoteCountSchema } from './stock.ts';

/** A positive amount with at most 2 decimals, as a number or a numeric string. */
export const AmountSchema = z
  .union([z.number(), z.string().regex(/^\d+(\.\d+)?$/, MESSAGES.incorrectAmount)], {
    error: MESSAGES.incorrectAmount,
  })
  .refine((value) => Number(value) > 0 && /^\d+(\.\d{1,2})?$/.test(String(value)), {
    error: MESSAGES.incorrectAmount,
  });

const CodeSchema = z.string().regex(/^[A-Z]{3}$/, 'A currency code is three capital letters');

/** A basket item as the browser keeps it in localStorage under `purchase` (the spec's fields). */
export const CartItemSchema = z.object({
  /** What the customer gives: GBP for an Order, the foreign currency for a Sell. */
  currencyMy: AmountSchema,
  /** What the customer receives. */
  currencyTake: AmountSchema,
  currencyMycurrent: CodeSchema,
  currencyTakecurrent: CodeSchema,
  Id: z.string().min(1).max(100),
  /** The effective rate quoted, 4 decimals. */
  Rate: z.union([z.number().positive(), z.string().regex(/^\d+(\.\d+)?$/)]),
  /** When the item was quoted, ISO 8601. */
  date: z.iso.datetime({ offset: true }),
  /** The server's quote (`POST /api/quotes`) the item is priced from. */
  quoteId: z.uuid().optional(),
  /** When that quote expires, ISO 8601: the basket shows the time left. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** A name has at most this many characters (code points, so any script counts alike). */
const NAME_MAX_LENGTH = 50;
/**
 * Letters of any script with their combining marks, spaces, hyphens, apostrophes and dots: what
 * names are made of. Everything else, from digits and links to control, bidi and unpaired
 * surrogate characters, is refused: the name goes into the confirmation e-mail.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’.-]*$/u;

function nameSchema(field: string) {
  return z
    .string()
    .trim()
    .min(1, `Enter your ${field}`)
    .refine(
      (name) => [...name].length <= NAME_MAX_LENGTH,
      `Your ${field} can be at most ${NAME_MAX_LENGTH} characters`,
    )
    .regex(
      NAME_CHARACTERS,
      `Use only letters, spaces, hyphens, apostrophes and dots in your ${field}`,
    )
    .refine((name) => name === '' || /\p{L}/u.test(name), `Enter your ${field}`);
}

/** Who the order is for: the details form's fields, checked alike by the browser and the server. */
const customerFields = {
  firstName: nameSchema('first name'),
  lastName: nameSchema('last name'),
  email: z.string().trim().max(254).pipe(z.email('Enter a valid email')),
  confirmEmail: z.string().trim().max(254),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{6,25}$/, 'Enter a valid phone number'),
  acceptRules: z.literal(true, { error: MESSAGES.rulesNotAccepted }),
};

const EmailPairSchema = z.object({ email: z.string(), confirmEmail: z.string() });

/**
 * The e-mail typed twice must agree, case aside. Checked whenever both are text, even while
 * other fields are wrong, so the details form tells every problem at once.
 */
function withMatchingEmails<Schema extends z.ZodType<{ email: string; confirmEmail: string }>>(
  schema: Schema,
) {
  return schema.refine((body) => body.email.toLowerCase() === body.confirmEmail.toLowerCase(), {
    error: MESSAGES.emailsDiffer,
    path: ['confirmEmail'],
    when: (payload) => EmailPairSchema.safeParse(payload.value).success,
  });
}

/** Step 2 of the order: the customer's details, before the basket and branch join them. */
export const CustomerDetailsSchema = withMatchingEmails(z.object(customerFields));
export type CustomerDetails = z.infer<typeof CustomerDetailsSchema>;

export const CreateOrderBodySchema = withMatchingEmails(
  z.object({
    ...customerFields,
    addressKey: z
      .string({ error: MESSAGES.noCollectionPoint })
      .min(1, MESSAGES.noCollectionPoint)
      .max(50),
    way: z.enum(WAYS),
    /** The notes the customer prefers: mixed (the default), larger or smaller. */
    notePreference: z.enum(NOTE_PREFERENCES).optional(),
    /** The day to collect (or drop off), YYYY-MM-DD in UK time; unset: the earliest day. */
    collectionDate: z.iso.date(MESSAGES.noCollectionDay).optional(),
    items: z
      .array(CartItemSchema, { error: MESSAGES.emptyCart })
      .min(1, MESSAGES.emptyCart)
      .max(CART_MAX_ITEMS, MESSAGES.cartFull)
      .refine((items) => new Set(items.map((item) => item.Id)).size === items.length, {
        error: MESSAGES.duplicateItems,
      }),
  }),
);
export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>;

export const OrderLineSchema = z.object({
  currencyMy: z.number(),
  currencyMycurrent: z.string(),
  currencyTake: z.number(),
  currencyTakecurrent: z.string(),
  Rate: z.number(),
  /** `buy` when the customer buys foreign cash, `sell` when they sell it back. */
  status: z.enum(['buy', 'sell']),
  /** The notes: planned and held for Click & Collect, received for a completed Click & Sell. */
  notes: z.array(z.object({ denomination: z.number(), count: z.number().int() })),
  /** GBP given back for what is below the smallest note. */
  changeGbp: z.number(),
});

/** Notes by face value in major units: `{ "50": 2, "20": 1 }`. */
const NoteCountsSchema = z.record(FaceValueKeySchema, NoteCountSchema);

/** The identity documents the bureau accepts (the spec's list), with the words staff read. */
const ID_DOCUMENT_TYPES = [
  'passport',
  'uk-driving-licence',
  'eu-driving-licence',
  'eu-id-card',
] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];
export const ID_DOCUMENTS = {
  passport: 'Passport',
  'uk-driving-licence': 'UK photo driving licence',
  'eu-driving-licence': 'European photo driving licence',
  'eu-id-card': 'European ID card',
} as const satisfies Record<IdDocumentType, string>;

/** The ID check recorded as an order completes: the document and its last four characters. */
export const IdCheckSchema = z.object({
  type: z.enum(ID_DOCUMENT_TYPES, 'Choose the document the customer showed'),
  last4: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4}$/, 'Enter the last four letters or digits of the document'),
  /** The customer's name as the document gives it: screened against the sanctions list. */
  name: z
    .string()
    .trim()
    .max(200, 'Keep the name on the document to 200 characters')
    .regex(SINGLE_LINE, controlCharacters('name on the ID document'))
    .optional(),
});
export type IdCheck = z.infer<typeof IdCheckSchema>;

/**
 * `PUT /api/acceptedToCompleted/:id`'s optional body: the notes a Click & Sell customer handed
 * in, by face value for an order of one currency, or by currency (`{ "EUR": { "50": 2 } }`).
 * They go into the branch's stock. Without it, the order is completed as the spec has it.
 */
export const CompleteOrderBodySchema = z
  .object({
    /** Required at or above ID_CHECK_FROM_GBP (`GET /api/order-limits` gives it). */
    idCheck: IdCheckSchema.optional(),
    notesReceived: z
      .union([NoteCountsSchema, z.record(CodeSchema, NoteCountsSchema)], {
        error:
          'Give the notes by face value, e.g. { "50": 2 }, or per currency, e.g. { "EUR": { "50": 2 } }',
      })
      .optional(),
  })
  // A PUT without a body arrives as null.
  .nullish();
export type NotesReceived = NonNullable<
  NonNullable<z.infer<typeof CompleteOrderBodySchema>>['notesReceived']
>;

export const OrderStatusSchema = z.enum(ORDER_STATUSES);

export const OrderHistoryEntrySchema = z.object({
  action: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  actor: z.string().nullable(),
  at: z.string(),
});

/** An order as the spec's Order view and staff lists carry it. */
export const OrderViewSchema = z
  .object({
    _id: z.string(),
    Order_Id: z.string(),
    Name: z.string(),
    Email: z.string(),
    Phone_Number: z.string(),
    Address: z.string(),
    addressKey: z.string(),
    Orders: z.array(OrderLineSchema),
    status: z.enum(['buy', 'sell']),
    Status: OrderStatusSchema,
    /** `Click & Collect` or `Click & Sell`: the Way column. */
    title: z.string(),
    /** The foreign amounts with their codes, e.g. "99.87 EUR, 120.00 USD". */
    FxAmount: z.string(),
    /** The GBP the customer pays (Collect) or receives (Sell). */
    TotalMoney: z.number(),
    time: z.string(),
    /** The day to collect (or drop off), YYYY-MM-DD in UK time. */
    collectionDate: z.string(),
    /** e.g. "Collect from Brighton on Tuesday 24 November, 09:00–17:30". */
    collectionNote: z.string(),
    /** When the branch stops holding the order, ISO 8601. */
    holdUntil: z.string(),
    notePreference: z.enum(NOTE_PREFERENCES),
    /** High-value notes (€200, €500, $100, …) are planned: HMRC lists them as a warning sign. */
    highValueNotes: z.boolean(),
    /**
     * Mixed and Small keep off high-value notes; true when the branch's stock could not pay the
     * order without them, so the plan holds some the customer did not ask for.
     */
    highValueNotesUnavoidable: z.boolean(),
    /** The branch does not count this currency: staff confirm the notes before accepting. */
    onRequest: z.boolean(),
    firstMessege: z.string().optional(),
    secondTitle: z.string().optional(),
    secondMessege: z.array(z.string()).optional(),
    note: z.string().optional(),
  })
  .meta({ id: 'Order' });
export type OrderView = z.infer<typeof OrderViewSchema>;

/** The answer to a placed order: the Order view and the path of the customer's own page. */
export const PlacedOrderSchema = OrderViewSchema.extend({
  /** `/order/{Order_Id}?t={token}`: the order's page, for the customer only. */
  customerUrl: z.string(),
}).meta({ id: 'PlacedOrder' });
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/** An order as its customer sees it on its own page. */
export const CustomerOrderSchema = OrderViewSchema.extend({
  /** True while the customer may still cancel: open, and before the collection day starts. */
  canCancel: z.boolean(),
}).meta({ id: 'CustomerOrder' });
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>;

export const CustomerOrderParamsSchema = z.object({
  orderNumber: z.string().regex(/^\d{8}$/, 'An order number has 8 digits'),
});
export const CustomerOrderTokenSchema = z.object({ t: z.string().min(1).max(100) });

/** The limits the storefront states and checks a basket against before the last click. */
export const OrderLimitsSchema = z
  .object({
    /** The largest order, in GBP, taken online. */
    maxOrderGbp: z.number(),
    /** GBP one customer may order online over 90 days. */
    maxGbp90Days: z.number(),
    /** How long a quote holds its price. */
    quoteMinutes: z.number(),
    /** GBP from which completing an order needs the customer's ID check; 0: every order. */
    idCheckFromGbp: z.number(),
  })
  .meta({ id: 'OrderLimits' });
export type OrderLimits = z.infer<typeof OrderLimitsSchema>;

/** An order held for an Admin's due-diligence review, and one reviewed. */
export const ORDER_REVIEWS = ['held', 'cleared'] as const;
export type OrderReview = (typeof ORDER_REVIEWS)[number];

/**
 * The marks staff see in the lists: high-value notes planned, an amount just under a threshold,
 * and a customer whose orders of 90 days reach the due-diligence threshold.
 */
export const ORDER_FLAGS = ['high-notes', 'near-threshold', 'linked'] as const;
export type OrderFlag = (typeof ORDER_FLAGS)[number];

/**
 * An order's sanctions screening: 'held' when its customer's name matched the sanctions list,
 * until the MLRO clears it ('cleared') or reports it ('reported': frozen until the report closes).
 */
export const ORDER_SANCTIONS = ['held', 'cleared', 'reported'] as const;
export type OrderSanctions = (typeof ORDER_SANCTIONS)[number];

/** Why an order waits: a due-diligence review (an Admin's), a sanctions match (the MLRO's). */
export const HOLD_REASONS = ['due-diligence', 'sanctions'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** The listed individual a customer's name matched. */
export const SanctionsMatchSchema = z
  .object({
    /** The list's Unique ID, e.g. "GHR0001". */
    uniqueId: z.string(),
    /** The name as listed. */
    name: z.string(),
    regime: z.string(),
    /** The customer's name that matched, as screened. */
    matched: z.string(),
  })
  .meta({ id: 'SanctionsMatch' });
export type SanctionsMatchView = z.infer<typeof SanctionsMatchSchema>;

/** An order as staff see it: the customer's view plus what only staff may read. */
export const StaffOrderViewSchema = OrderViewSchema.extend({
  flags: z.array(z.enum(ORDER_FLAGS)),
  review: z.enum(ORDER_REVIEWS).nullable(),
  /** The holds open on the order: neither accepted nor completed while any is. */
  holdReasons: z.array(z.enum(HOLD_REASONS)),
  /** The sanctions screening's state: null when no name matched. */
  sanctions: z.enum(ORDER_SANCTIONS).nullable(),
  /** The match that held the order, kept once cleared or reported; null when none did. */
  sanctionsMatch: SanctionsMatchSchema.nullable(),
  /** The customer's orders of 90 days, this one included, in GBP, when it was placed. */
  linkedGbp: z.number().nullable(),
  idCheck: z
    .object({
      type: z.enum(ID_DOCUMENT_TYPES),
      last4: z.string(),
      checkedBy: z.string(),
      checkedAt: z.string(),
    })
    .nullable(),
  deleteReason: z.string().nullable(),
  /** The personal data was replaced once the retention period ended. */
  anonymised: z.boolean(),
}).meta({ id: 'StaffOrder' });
export type StaffOrderView = z.infer<typeof StaffOrderViewSchema>;

export const OrderDetailsSchema = StaffOrderViewSchema.extend({
  /** What staff may do with the order now. */
  actions: z.array(z.enum(ORDER_ACTIONS)),
  history: z.array(OrderHistoryEntrySchema),
}).meta({ id: 'OrderDetails' });
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;

export const ORDER_CURSOR_MESSAGE = 'after must be the X-Next-Cursor of a page of this list';

/**
 * Every staff list: a page (by offset, or after a cursor, or both: the offset counts from the
 * cursor), a search, and the branch and collection day it is narrowed to.
 */
export const OrderListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  after: z
    .string()
    .transform((text, context) => {
      const cursor = decodeOrderCursor(text);
      if (cursor) return cursor;
      context.issues.push({ code: 'custom', message: ORDER_CURSOR_MESSAGE, input: text });
      return z.NEVER;
    })
    .optional(),
  q: z.string().trim().max(100).optional(),
  branch: z.string().trim().min(1).max(50).optional(),
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is YYYY-MM-DD')
    .optional(),
});

/**
 * `GET /api/orders`: one status (History's Cancelled and Expired tabs), or every status when
 * unset: the header's search finds an order whatever its status.
 */
export const OrderStatusListQuerySchema = OrderListQuerySchema.extend({
  status: z.enum(ORDER_STATUSES, `Status must be one of ${ORDER_STATUSES.join(', ')}`).optional(),
});

/** Why an Admin deletes a completed order: kept on the order and in its audit entry. */
/** `PUT /api/orders/:id/collection-day`: staff move an open order to another day at its branch. */
export const CollectionDayBodySchema = z.object({
  collectionDate: z.iso.date(MESSAGES.noCollectionDay),
});

export const DeleteReasonSchema = z
  .string()
  .trim()
  .min(3, 'Give a reason')
  .max(500)
  .regex(MULTI_LINE, controlCharacters('reason', true));

/** `DELETE /api/deleteOrder/:id`'s body: the reason an Admin gives for deleting a completed order. */
export const DeleteOrderBodySchema = z.object({ reason: DeleteReasonSchema }).nullish();

export const OrderIdParamsSchema = z.object({ id: z.uuid('Unknown order') });

export const OrderLookupBodySchema = z.object({
  orderNumber: z
    .string()
    .trim()
    .regex(/^\d{8}$/, 'An order number has 8 digits'),
  email: z.string().trim().max(254).pipe(z.email('Enter a valid email')),
});

export const OrderLookupResponseSchema = z
  .object({ Order_Id: z.string(), Status: OrderStatusSchema, title: z.string(), time: z.string() })
  .meta({ id: 'OrderLookup' });

export const OrderStatsSchema = z
  .object({
    Pending: z.number(),
    Accepted: z.number(),
    Completed: z.number(),
    daily: z.array(z.object({ date: z.string(), orders: z.number(), gbp: z.number() })),
  })
  .meta({ id: 'OrderStats' });
export type OrderStats = z.infer<typeof OrderStatsSchema>;
