/** What the production server loads to start, and what waits for the requests that need it. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './test-support/server-process.ts';

/** Packages a server on SQLite needs for no request until one asks for them. */
const LATER = ['@fastify/swagger', '@fastify/swagger-ui', 'yaml', 'ajv', 'pg', 'openid-client'];
const DOCS = ['@fastify/swagger', '@fastify/swagger-ui', 'yaml'];

describe('the start-up on SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fx-start-modules-'));
  const logPath = join(dir, 'modules.log');
  let server: ServerProcess;

  /** The packages loaded so far, by name. */
  const loadedPackages = () =>
    new Set(
      readFileSync(logPath, 'utf8')
        .split('\n')
        .map((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1])
        .filter((name) => name !== undefined),
    );

  beforeAll(async () => {
    server = await startServerProcess({
      DATABASE_URL: `file:${join(dir, 'fx.sqlite')}`,
      MODULE_LOG: logPath,
      NODE_OPTIONS: `--import=${resolve(import.meta.dirname, 'test-support/module-log.ts')}`,
    });
  });

  afterAll(async () => {
    await stopServerProcess(server, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads none of the packages only some requests need, and the API docs with their request', async () => {
    const atStart = loadedPackages();
    // The log is real: the packages every start needs are in it.
    expect(atStart).toContain('fastify');
    expect(atStart).toContain('kysely');
    expect(LATER.filter((name) => atStart.has(name))).toEqual([]);

    const docs = await fetch(`${server.baseUrl}/api/docs/json`);
    expect(docs.status).toBe(200);
    expect(await docs.json()).toHaveProperty(['paths', '/api/currency']);
    const afterDocs = loadedPackages();
    expect(DOCS.filter((name) => !afterDocs.has(name))).toEqual([]);
  });
});
