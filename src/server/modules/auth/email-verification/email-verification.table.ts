/** A link e-mailed to a new account's address: following it proves the address is theirs. */
export interface EmailVerificationTokensTable {
  /** SHA-256 of the token, hex. */
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}
