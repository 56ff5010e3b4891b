import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';

describe('password hashes', () => {
  it("are argon2id with OWASP's 7 MiB, 5-pass parameters, and verify", async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse battery stapler')).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('made with the earlier 19 MiB parameters still verify, and are due to be replaced', async () => {
    const earlier = await hash('correct horse battery staple', {
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(await verifyPassword(earlier, 'correct horse battery staple')).toBe(true);
    expect(needsRehash(earlier)).toBe(true);
  });
});
