/** What every answer must carry, whatever its route and status: for the security and fuzz tests. */
import type { OutgoingHttpHeaders } from 'node:http';
import { ErrorBodySchema } from '#shared/errors.ts';

/** The headers' problems, empty when they are all right; HSTS is expected only over https. */
export function securityHeaderProblems(headers: OutgoingHttpHeaders, https = false): string[] {
  const problems: string[] = [];
  const csp = String(headers['content-security-policy'] ?? '');
  // Scripts fall back to default-src: a JSON answer's policy allows none at all.
  const directive = (name: string) => new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(csp)?.[1];
  const scriptSrc = directive('script-src') ?? directive('default-src') ?? '';
  if (!/'self'|'none'/.test(scriptSrc)) problems.push(`script-src is not 'self': ${csp}`);
  if (/unsafe-inline|unsafe-eval/.test(scriptSrc)) problems.push(`unsafe script-src: ${csp}`);
  if (!csp.includes("frame-ancestors 'none'")) problems.push(`no frame-ancestors: ${csp}`);
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  // A page's links and requests carry the referrer; a JSON answer has neither.
  const page = String(headers['content-type'] ?? '').startsWith('text/html');
  if (page && headers['referrer-policy'] !== 'strict-origin-when-cross-origin') {
    problems.push(`referrer-policy ${String(headers['referrer-policy'])}`);
  }
  if (headers['x-frame-options'] !== 'DENY') problems.push('no x-frame-options DENY');
  const hsts = headers['strict-transport-security'];
  if (https && !/max-age=\d{7,}/.test(String(hsts))) problems.push('no HSTS over https');
  if (!https && hsts !== undefined) problems.push('HSTS over plain http');
  return problems;
}

/** Every cookie the server sets is out of scripts' reach and not sent along from other sites. */
export function cookieProblems(setCookie: OutgoingHttpHeaders[string], https = false): string[] {
  return [setCookie ?? []].flat().flatMap((value) => {
    const cookie = String(value);
    const problems: string[] = [];
    if (!/;\s*HttpOnly/i.test(cookie)) problems.push('not HttpOnly');
    if (!/;\s*SameSite=(Lax|Strict)/i.test(cookie)) problems.push('no SameSite');
    if (!/;\s*Path=\//i.test(cookie)) problems.push('no Path=/');
    if (/;\s*Domain=/i.test(cookie)) problems.push('a Domain (shared with subdomains)');
    if (https && !/;\s*Secure/i.test(cookie)) problems.push('not Secure over https');
    return problems.map((problem) => `${cookie.split('=')[0]}: ${problem}`);
  });
}

// A stack frame, a source path, or SQL or a driver's words: details that must stay in the log.
const LEAKS = [
  /\bat .*:\d+:\d+/,
  /node_modules|\/src\/|\.ts\b/,
  /\b(select|insert into|update|delete from)\b.*\b(from|set|values|where)\b/i,
  /sqlite|postgres|syntax error|relation "|violates|constraint|kysely|SQLSTATE/i,
];

/** The body's problems as an error answer: it must be `{ error: { code, message } }` and tell nothing inside. */
export function errorBodyProblems(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [`not JSON: ${body.slice(0, 200)}`];
  }
  const problems = ErrorBodySchema.safeParse(parsed).success
    ? []
    : [`not the error shape: ${body}`];
  for (const leak of LEAKS) if (leak.test(body)) problems.push(`leaks ${leak}: ${body}`);
  return problems;
}
