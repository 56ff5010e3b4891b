/**
 * The Dockerfile's steps run on this machine (no container engine or registry here): a production
 * install from the npm registry, the web build, then the image's command started on PostgreSQL and
 * Redis as compose.yaml runs it, and twice on the SQLite volume, each healthy and stopped cleanly.
 * Slow (a minute or two): it is the production path end to end.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';

const postgres = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;
if (process.env.CI && !(postgres && redis)) {
  throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL must be set in CI: compose runs on both');
}

describe('the Dockerfile, run on the host', () => {
  it('builds, serves healthy on PostgreSQL and on SQLite, and stops on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [
        'scripts/docker-steps.ts',
        ...(postgres && redis ? ['--postgres', postgres, '--redis', redis] : []),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code, output).toBe(0);
    expect(output).toMatch(/RUN npm ci --omit=dev[^\n]*\n\s+-> last line: added \d+ packages/);
    expect(output).toContain('Start: on SQLite, on the volume /data');
    expect(output).toContain('the data was kept: no migration to apply');
    if (postgres && redis) expect(output).toMatch(/on PostgreSQL, \d+ migrations applied/);
    expect(output.match(/HEALTHCHECK passed after/g)).toHaveLength(postgres && redis ? 3 : 2);
    expect(output.match(/SIGTERM: exit code 0/g)).toHaveLength(postgres && redis ? 3 : 2);
  }, 300_000);
});
