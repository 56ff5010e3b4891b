/** Secret tokens: made at random, stored as their SHA-256, compared in constant time. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** `bytes` random bytes, base64url: 16 make 128 bits, beyond guessing. */
export function newSecretToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database stores: a leaked table holds no usable token. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `given` is `expected`, in time that tells nothing of either (not even the length). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
