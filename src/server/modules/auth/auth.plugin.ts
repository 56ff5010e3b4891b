/**
 * Signing up and in, shared as `app.accounts`; the e-mail verification links, shared as
 * `app.emailVerification`; and Google sign-in when it is configured, as `app.googleSignIn`.
 */
import { servicePlugin } from '#server/plugins/service.ts';
import { createAuthService } from './auth.service.ts';
import {
  createEmailVerification,
  type EmailVerification,
} from './email-verification/email-verification.service.ts';
import { googleSignInFrom, type GoogleSignIn } from './google/google.service.ts';
import { passwordPolicyFrom } from './passwords.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: ReturnType<typeof createAuthService>;
    emailVerification: EmailVerification;
    googleSignIn: GoogleSignIn | undefined;
  }
}

export default servicePlugin('accounts', ['database', 'users', 'business'], (app, config) => {
  const verification = createEmailVerification(app.db, app.users, app.business, app.clock);
  app.decorate('emailVerification', verification);
  app.decorate(
    'accounts',
    createAuthService(app.db, app.users, verification, passwordPolicyFrom(config)),
  );
  app.decorate('googleSignIn', googleSignInFrom(config, app.users));
});
