/** Google sign-in with the authorisation code flow: PKCE (S256), state and nonce. */
import type * as oidc from 'openid-client';
import type { Config } from '#server/config/env.ts';
import type { UserRow, ExternalIdentity, UserService } from '#server/modules/users/index.ts';
import { googleConfiguration, openidClient } from './google.client.ts';
import type { GoogleTransaction } from './google.transaction.ts';

const SCOPE = 'openid email profile';

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function identityFrom(claims: oidc.IDToken): ExternalIdentity {
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: text(claims.email) ?? undefined,
    emailVerified: claims.email_verified === true,
    displayName: text(claims.name),
    photoUrl: text(claims.picture),
  };
}

/** Google sign-in when both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set; else undefined. */
export function googleSignInFrom(config: Config, users: UserService): GoogleSignIn | undefined {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return undefined;
  const configuration = googleConfiguration({
    issuer: config.GOOGLE_ISSUER,
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
  });
  return createGoogleSignIn(configuration, users);
}

export function createGoogleSignIn(
  configuration: () => Promise<oidc.Configuration>,
  users: UserService,
) {
  return {
    /** The provider's authorisation URL, and the transaction the browser must bring back. */
    async begin(
      redirectUri: string,
      returnTo: string | undefined,
    ): Promise<{ url: URL; transaction: GoogleTransaction }> {
      const config = await configuration();
      const oidc = await openidClient();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, transaction: { codeVerifier, state, nonce, returnTo } };
    },

    /**
     * Exchanges the code from the provider's answer (`callbackUrl`, whose address without the
     * query is the redirect URI) and returns the user it signs in. openid-client checks the
     * state, the PKCE verifier, and the ID token's signature, issuer, audience and nonce.
     */
    async complete(callbackUrl: URL, transaction: GoogleTransaction): Promise<UserRow> {
      const config = await configuration();
      const oidc = await openidClient();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
      });
      const claims = tokens.claims();
      // An expected nonce makes the ID token mandatory: without one the grant above throws.
      if (!claims) throw new Error('Google answered without an ID token');
      return users.findOrCreateFromIdentity(identityFrom(claims));
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
