/**
 * A real OpenID provider on 127.0.0.1 for tests, standing in for Google: one confidential client
 * that must use PKCE, ID tokens carrying the e-mail and profile claims as Google's do, and the
 * provider's built-in development login and consent pages (any password is accepted).
 *
 * The login name is the account: `verified-<x>@example.com` has a verified e-mail, any other
 * name (say `unverified-<x>@example.com`) an unverified one.
 *
 * Playwright starts it from the command line:
 *   node src/server/test-support/oidc-provider.ts --port N --redirect-uri URL
 *     [--client-id ID] [--client-secret SECRET]
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import Provider, { type Account } from 'oidc-provider';

export const TEST_CLIENT = { clientId: 'test-client', clientSecret: 'test-client-secret' };

export interface OidcProviderOptions {
  /** Absent or 0: any free port. */
  port?: number;
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}

export interface RunningOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

function accountFor(login: string): Account {
  const local = login.split('@')[0] ?? login;
  return {
    accountId: login,
    claims: () => ({
      sub: login,
      email: login,
      email_verified: login.startsWith('verified-'),
      name: `Test ${local}`,
      picture: `https://example.com/avatars/${encodeURIComponent(local)}.png`,
    }),
  };
}

export async function startOidcProvider(
  options: OidcProviderOptions,
): Promise<RunningOidcProvider> {
  // The issuer names the port, so the server listens before the provider is built.
  const server = createServer();
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId ?? TEST_CLIENT.clientId,
        client_secret: options.clientSecret ?? TEST_CLIENT.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // What openid-client uses by default for a client with a secret; Google accepts it too.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig' }] },
    cookies: { keys: [randomUUID()] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Google puts the scope's claims in the ID token; by default this provider would not.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Explicit lifetimes (seconds) keep the provider from noting its defaults on every run.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    findAccount: (_ctx: unknown, sub: string) => accountFor(sub),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A port free right now, for a provider whose issuer must be known before it can start. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'redirect-uri': { type: 'string', multiple: true },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
    },
  });
  const provider = await startOidcProvider({
    port: Number(values.port ?? 0),
    redirectUris: values['redirect-uri'] ?? [],
    clientId: values['client-id'],
    clientSecret: values['client-secret'],
  });
  console.log(`OpenID provider for tests at ${provider.issuer}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void provider.close().then(() => process.exit(0)));
  }
}
