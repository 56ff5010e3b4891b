/** The provider's OpenID configuration, discovered on first use and kept for the process. */
import type * as oidc from 'openid-client';

export interface GoogleClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * openid-client (with jose), loaded with the first Google sign-in rather than at start-up, which
 * most servers would pay for nothing.
 */
export const openidClient = () => import('openid-client');

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Returns a function giving the discovered configuration. Discovery runs lazily so the server
 * starts even when the provider is unreachable; a failed attempt is forgotten so the next
 * sign-in retries.
 */
export function googleConfiguration(
  options: GoogleClientOptions,
): () => Promise<oidc.Configuration> {
  const issuer = new URL(options.issuer);
  // Plain http is acceptable only for a provider on this machine (the tests' local provider).
  const insecure = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
  let pending: Promise<oidc.Configuration> | undefined;
  return () => {
    pending ??= openidClient()
      .then((oidc) =>
        oidc.discovery(issuer, options.clientId, options.clientSecret, undefined, {
          timeout: 10,
          ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
        }),
      )
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
}
