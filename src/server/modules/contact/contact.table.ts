/** A message sent from the contact page, and which staff member dealt with it. */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: Date;
  handledAt: Date | null;
  handledBy: string | null;
}
