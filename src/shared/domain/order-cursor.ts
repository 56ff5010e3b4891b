/**
 * Where a page of a staff list ends, for the next page to start after it (keyset pagination):
 * the last order's time and id, the list's order. Opaque to clients: base64url text they get in
 * X-Next-Cursor and send back as `?after=`.
 */
export interface OrderCursor {
  createdAt: Date;
  id: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;

export function encodeOrderCursor({ createdAt, id }: OrderCursor): string {
  return btoa(`${createdAt.toISOString()} ${id}`)
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** The cursor `text` encodes, or undefined when it is not one `encodeOrderCursor` made. */
export function decodeOrderCursor(text: string): OrderCursor | undefined {
  if (!BASE64URL.test(text)) return undefined;
  let decoded: string;
  try {
    decoded = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return undefined;
  }
  const [instant = '', id = '', ...rest] = decoded.split(' ');
  const createdAt = new Date(instant);
  if (rest.length > 0 || !ISO_INSTANT.test(instant) || !UUID.test(id)) return undefined;
  // A well-formed instant that is no time (month 13) reads as Invalid Date.
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== instant) return undefined;
  return { createdAt, id };
}
