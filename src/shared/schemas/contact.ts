import { z } from 'zod';

/** Limits of the contact form, shared so the browser can say them before the server does. */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 25, message: 2000 } as const;

export const CONTACT_MESSAGES = {
  name: 'Enter your name',
  email: 'Enter a valid email',
  phone: 'Enter a valid phone number',
  message: 'Write your message',
  messageTooLong: `Keep your message under ${CONTACT_LIMITS.message.toLocaleString('en-GB')} characters`,
  sent: "Thank you, your message has been sent. We'll get back to you soon.",
  tooMany: 'You have sent several messages already. Please wait a while, or call us.',
} as const;

/** What a visitor sends from the contact page; the phone is optional. */
export const ContactBodySchema = z.object({
  name: z
    .string({ error: CONTACT_MESSAGES.name })
    .trim()
    .min(1, CONTACT_MESSAGES.name)
    .max(CONTACT_LIMITS.name, `Keep your name under ${CONTACT_LIMITS.name} characters`),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.email)
    .pipe(z.email(CONTACT_MESSAGES.email)),
  phone: z
    .string({ error: CONTACT_MESSAGES.phone })
    .trim()
    .regex(/^(\+?[\d\s()-]{6,25})?$/, CONTACT_MESSAGES.phone)
    .default(''),
  message: z
    .string({ error: CONTACT_MESSAGES.message })
    .trim()
    .min(1, CONTACT_MESSAGES.message)
    .max(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
});
export type ContactBody = z.input<typeof ContactBodySchema>;

export const ContactReceiptSchema = z
  .object({ id: z.string(), receivedAt: z.string() })
  .meta({ id: 'ContactReceipt' });
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;

/** A stored message as staff see it; `handledAt`/`handledBy` are null until someone deals with it. */
export const ContactMessageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    message: z.string(),
    createdAt: z.string(),
    handledAt: z.string().nullable(),
    handledBy: z.string().nullable(),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const ContactIdParamsSchema = z.object({ id: z.uuid('Unknown message') });
