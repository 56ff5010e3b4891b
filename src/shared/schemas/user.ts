import { z } from 'zod';

/** `Staff` work at the branches they are given; `Admin` runs everything. */
export const ROLES = ['user', 'Staff', 'Admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** The signed-in user as the browser sees it. */
export const SessionUserSchema = z
  .object({
    email: z.string(),
    role: RoleSchema,
    displayName: z.string().nullable(),
    photoURL: z.string().nullable(),
    /** False until the owner of the address follows the link e-mailed at sign-up. */
    emailVerified: z.boolean(),
    /** The keys of the branches a Staff user works at; empty for anyone else. */
    branches: z.array(z.string()),
    /** Whether they are the business's nominated officer (MLRO): only ever Staff or an Admin. */
    mlro: z.boolean(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SessionResponseSchema = z.object({ user: SessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** A user as the spec's user calls carry it. */
export const UserRecordSchema = z
  .object({
    _id: z.string(),
    email: z.string(),
    role: RoleSchema,
    emailVerified: z.boolean(),
    /** The keys of the branches a Staff user works at; empty for anyone else. */
    branches: z.array(z.string()),
    /** Whether they are the business's nominated officer (MLRO): only ever Staff or an Admin. */
    mlro: z.boolean(),
  })
  .meta({ id: 'UserRecord' });
export type UserRecord = z.infer<typeof UserRecordSchema>;

export const STAFF_NEED_A_BRANCH = 'Choose at least one branch for Staff';
export const MLRO_NEEDS_STAFF_ACCESS = 'Only an Admin or a Staff member can be the MLRO';

/**
 * What an Admin sets of a user: the role and, for Staff, the branches they work at (at least
 * one). A user or an Admin has no branches: any sent are ignored. `mlro` makes them the
 * business's nominated officer (true) or not (false); left out, it stays as it is, except that a
 * plain user is never the MLRO.
 */
export const UserAccessBodySchema = z
  .object({
    role: RoleSchema,
    branches: z.array(z.string().trim().min(1).max(64)).max(50),
    mlro: z.boolean().optional(),
  })
  .refine((access) => access.role !== 'Staff' || access.branches.length > 0, {
    message: STAFF_NEED_A_BRANCH,
    path: ['branches'],
  })
  .refine((access) => access.mlro !== true || access.role !== 'user', {
    message: MLRO_NEEDS_STAFF_ACCESS,
    path: ['mlro'],
  })
  .meta({ id: 'UserAccess' });
export type UserAccessBody = z.infer<typeof UserAccessBodySchema>;

export const AUTH_MESSAGES = {
  emptyEmail: 'Enter an email',
  emptyPassword: 'Enter a password',
  wrongCredentials: "The password doesn't match",
  signedIn: 'User logged in',
  signedOut: 'Log out successfully',
  signInRequired: 'Please sign in to continue',
  staffOnly: 'Only staff can do this',
  otherBranch: 'Only staff of this branch can see or do this',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  notVerifiedForAdmin:
    'This user has not verified their email address yet, so they cannot be made an Admin',
  notVerifiedForStaff:
    'This user has not verified their email address yet, so they cannot be made Staff',
  notVerifiedForMlro:
    'This user has not verified their email address yet, so they cannot be made the MLRO',
} as const;

/** `{ email, password }` of sign-in and sign-up: emptiness is checked with the spec's messages. */
export const CredentialsSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.emptyEmail })
    .trim()
    .min(1, AUTH_MESSAGES.emptyEmail)
    .max(254, 'That email is too long')
    .pipe(z.email('Enter a valid email')),
  password: z.string({ error: AUTH_MESSAGES.emptyPassword }).min(1, AUTH_MESSAGES.emptyPassword),
});
export type Credentials = z.infer<typeof CredentialsSchema>;

export const EmailParamsSchema = z.object({
  email: z.string().trim().min(1).max(254).pipe(z.email('Enter a valid email')),
});

/** The spec's `POST /user` body; `role` is accepted and ignored. */
export const RegisterUserBodySchema = z.object({
  email: z.string().optional(),
  role: z.string().optional(),
});

export const AdminCheckSchema = z.object({ admin: z.boolean() }).meta({ id: 'AdminCheck' });

export const AuthProvidersSchema = z
  .object({
    google: z.object({ enabled: z.boolean(), reason: z.string().optional() }),
  })
  .meta({ id: 'AuthProviders' });
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

export const BoxCredentialsSchema = z.object({
  username: z.string().max(200),
  password: z.string().max(1000),
});
