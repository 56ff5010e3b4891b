/** argon2id hashing and the password policy, enforced on the server whatever the browser did. */
import { hash, verify } from '@node-rs/argon2';
import {
  COMMON_PASSWORD_MESSAGE,
  passwordRules,
  type PasswordPolicy,
} from '#shared/domain/password-policy.ts';
import { ConfigError, type Config } from '../../config/env.ts';
import { AppError } from '../../errors.ts';

// One of OWASP's equivalent argon2id minimums (7 MiB, 5 passes): as strong as 19 MiB with 2, as
// fast here, and each hash at a sign-in holds 7 MiB instead of 19, which under a burst of
// sign-ins set the server's peak memory. argon2id is the library's default algorithm.
const ARGON2 = { memoryCost: 7168, timeCost: 5, parallelism: 1 };
const CURRENT_PARAMETERS = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/** A hash made with other parameters is replaced at the next successful sign-in. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(CURRENT_PARAMETERS);
}

// Verified against when an account does not exist, so a wrong e-mail takes as long as a wrong
// password and sign-in timing does not tell which accounts exist.
let dummyHash: Promise<string> | undefined;
export function verifyAgainstNothing(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('no account has this password');
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}

/**
 * The 3,000 most common passwords, from zxcvbn's frequency-ordered list, read when the first
 * password is checked: the dictionaries behind it cost a start tens of milliseconds.
 */
let commonPasswords: Promise<Set<string>> | undefined;
const loadCommonPasswords = () =>
  (commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(dictionary['passwords-common'].slice(0, 3000).map((p) => String(p).toLowerCase())),
  ));

export function passwordPolicyFrom(config: Config): PasswordPolicy {
  return {
    minLength: config.PASSWORD_MIN_LENGTH,
    maxLength: config.PASSWORD_MAX_LENGTH,
    requireLowercase: config.PASSWORD_REQUIRE_LOWERCASE,
    requireUppercase: config.PASSWORD_REQUIRE_UPPERCASE,
    requireNumeric: config.PASSWORD_REQUIRE_NUMERIC,
    requireNonAlphanumeric: config.PASSWORD_REQUIRE_NON_ALPHANUMERIC,
  };
}

/** Every rule of the policy the password does not meet, each as the sign-up form words it. */
export async function passwordProblems(password: string, policy: PasswordPolicy) {
  const problems = passwordRules(password, policy)
    .filter((rule) => !rule.met)
    .map((rule) => rule.message);
  if ((await loadCommonPasswords()).has(password.toLowerCase())) {
    problems.push(COMMON_PASSWORD_MESSAGE);
  }
  return problems;
}

/** Rejects with a 400 naming every rule the password does not meet. */
export async function assertPasswordAllowed(
  password: string,
  policy: PasswordPolicy,
): Promise<void> {
  const problems = await passwordProblems(password, policy);
  const [first] = problems;
  if (first !== undefined) {
    throw new AppError(
      'BAD_REQUEST',
      first,
      problems.map((message) => ({ path: 'body.password', message })),
    );
  }
}

/** The start stops on a weak ADMIN_PASSWORD: the bootstrap Admin meets the sign-up policy too. */
export async function assertAdminPasswordAllowed(config: Config): Promise<void> {
  if (config.ADMIN_PASSWORD === undefined) return;
  const [problem] = await passwordProblems(config.ADMIN_PASSWORD, passwordPolicyFrom(config));
  if (problem !== undefined) {
    throw new ConfigError(
      `Invalid configuration: ADMIN_PASSWORD: ${problem} (the sign-up rules apply to it too)`,
    );
  }
}
