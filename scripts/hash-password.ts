/**
 * Prints the argon2id hash of a password, for BOX_PASSWORD_HASH:
 *   npm run box:hash -- 'the box password'
 */
import { hashPassword } from '#server/modules/auth/passwords.ts';

const password = process.argv[2];
if (!password) {
  console.error("Usage: npm run box:hash -- '<password>'");
  process.exit(1);
}
console.log(await hashPassword(password));
