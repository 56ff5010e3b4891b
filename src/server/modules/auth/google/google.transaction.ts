/**
 * What a Google sign-in must remember between leaving for the provider and coming back: the
 * PKCE verifier, state, nonce and where to land. It lives in a short-lived HttpOnly cookie that
 * only the callback receives, so it is bound to the browser that started the sign-in.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

export const CALLBACK_PATH = '/api/auth/google/callback';
const MAX_AGE_SECONDS = 10 * 60;

export const GoogleTransactionSchema = z.object({
  codeVerifier: z.string().min(43),
  state: z.string().min(1),
  nonce: z.string().min(1),
  /** Absent when no page was asked for: the landing then depends on who signs in. */
  returnTo: z.string().optional(),
});
export type GoogleTransaction = z.infer<typeof GoogleTransactionSchema>;

/**
 * `returnTo` when it is a path on this site, else `/`. A second leading slash or a backslash
 * would make browsers read it as another host; control characters are dropped by URL parsers
 * and could turn `/\t/evil` into `//evil`.
 */
export function safeReturnTo(returnTo: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const samePath = /^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/;
  return returnTo && returnTo.length <= 2048 && samePath.test(returnTo) ? returnTo : '/';
}

function cookieName(request: FastifyRequest): string {
  // The __Secure- prefix makes the browser refuse the cookie unless it is Secure.
  return request.protocol === 'https' ? '__Secure-fx_google_signin' : 'fx_google_signin';
}

/** The same on setting and clearing: a browser drops a `__Secure-` cookie only when told Secure. */
function cookieOptions(request: FastifyRequest) {
  return {
    path: CALLBACK_PATH,
    httpOnly: true,
    // Lax still sends it on the provider's top-level redirect back to the callback.
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  };
}

export function saveTransaction(
  request: FastifyRequest,
  reply: FastifyReply,
  transaction: GoogleTransaction,
): void {
  reply.setCookie(
    cookieName(request),
    Buffer.from(JSON.stringify(transaction)).toString('base64url'),
    { ...cookieOptions(request), maxAge: MAX_AGE_SECONDS },
  );
}

/** The transaction this browser started, or undefined when missing, expired or unreadable. */
export function readTransaction(request: FastifyRequest): GoogleTransaction | undefined {
  const value = request.cookies[cookieName(request)];
  if (!value) return undefined;
  try {
    const parsed = GoogleTransactionSchema.safeParse(
      JSON.parse(Buffer.from(value, 'base64url').toString()),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function clearTransaction(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName(request), cookieOptions(request));
}
