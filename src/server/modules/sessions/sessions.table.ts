export interface SessionsTable {
  /** SHA-256 of the token, hex. */
  id: string;
  userId: string | null;
  boxAccess: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  /** The absolute end of the session, whatever its activity. */
  expiresAt: Date;
}
