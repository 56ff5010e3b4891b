/** Random tokens handed to a browser or a mailbox, and the SHA-256 the database keeps instead. */
import { createHash, randomBytes } from 'node:crypto';

/** `bytes` random bytes, base64url: 16 make 128 bits, beyond guessing. */
export function newSecretToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database stores: a leaked table holds no usable token. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
