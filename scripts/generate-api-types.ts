/**
 * Writes src/web/lib/api-schema.d.ts, the web's types for every call (paths, parameters, bodies,
 * answers and refusals), from the OpenAPI document the server serves at /api/docs/json:
 * `npm run api:types`. A test fails when the file differs from what this writes, so a route's
 * schema and the web's idea of it cannot drift apart.
 *
 * The document is the one a test server gives: NODE_ENV=test on a fresh SQLite database, every
 * setting at its default. Values that appear in descriptions (limits, thresholds) are therefore
 * the defaults, and the Google sign-in routes, registered only when Google is configured, are
 * not in it (the web reaches them by navigating, never by fetch).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { startTestApp } from '#server/test-support/test-app.ts';

const ROOT = resolve(import.meta.dirname, '..');
export const COMMAND = 'npm run api:types';
export const TYPES_PATH = 'src/web/lib/api-schema.d.ts';

/** The OpenAPI document of a test server with the default settings, as JSON text. */
async function openApiDocument(): Promise<string> {
  const dir = mkdtempSync(join(process.env.TEST_TMPDIR ?? tmpdir(), 'fx-api-types-'));
  try {
    const app = await startTestApp(`file:${join(dir, 'fx.sqlite')}`);
    try {
      const answer = await app.inject('/api/docs/json');
      if (answer.statusCode !== 200) {
        throw new Error(`GET /api/docs/json answered ${answer.statusCode}`);
      }
      return answer.body;
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A record keyed by an enum (zod's `z.record(z.enum([...]), value)`, such as a branch's opening
 * hours by weekday) reaches the document as `additionalProperties` with its keys `required`, which
 * openapi-typescript would type as `{ [key: string]: value }`. Each required key gets the value's
 * schema as a property of its own, so the type names them as the server does.
 */
function nameRecordKeys(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nameRecordKeys(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const value of Object.values(node)) nameRecordKeys(value);
  if (!('required' in node) || !('additionalProperties' in node)) return;
  const { required, additionalProperties } = node;
  if (!Array.isArray(required) || typeof additionalProperties !== 'object') return;
  const properties: Record<string, unknown> =
    'properties' in node && typeof node.properties === 'object' && node.properties !== null
      ? { ...node.properties }
      : {};
  for (const key of required) {
    if (typeof key === 'string' && !(key in properties)) properties[key] = additionalProperties;
  }
  Object.assign(node, { properties });
}

/** The text src/web/lib/api-schema.d.ts should hold. */
export async function renderApiTypes(): Promise<string> {
  const document: unknown = JSON.parse(await openApiDocument());
  nameRecordKeys(document);
  const ast = await openapiTS(JSON.stringify(document));
  const header = [
    '/**',
    ` * Written by \`${COMMAND}\` (scripts/generate-api-types.ts) from the OpenAPI document the`,
    ' * server serves at /api/docs/json: change the routes, then run it. Do not edit.',
    ' */',
    '',
  ].join('\n');
  const path = resolve(ROOT, TYPES_PATH);
  const options = await prettier.resolveConfig(path);
  return prettier.format(header + astToString(ast), { ...options, filepath: path });
}

if (import.meta.main) {
  writeFileSync(resolve(ROOT, TYPES_PATH), await renderApiTypes());
  console.log(`wrote ${TYPES_PATH}`);
}
