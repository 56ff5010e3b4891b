/**
 * npm start's steps, started on the system's Node, stop with one line when it is older than 24.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The system's Node, which npm runs on: v20 on these machines and in CI.
const SYSTEM_NODE = '/usr/bin/node';

describe('starting on the system Node', () => {
  it('stops with one line and exit code 1 when it is older than 24, else passes the check', () => {
    expect(existsSync(SYSTEM_NODE), `${SYSTEM_NODE} is where the system's Node is expected`).toBe(
      true,
    );
    const version = spawnSync(SYSTEM_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();
    const major = Number(version.replace(/^v/, '').split('.')[0]);
    const start = (entry: string[]) =>
      spawnSync(SYSTEM_NODE, ['--import', './src/server/compile-cache.mjs', ...entry], {
        encoding: 'utf8',
        env: { ...process.env, ENV_FILE: '', PORT: '0', DATABASE_URL: 'file::memory:' },
        timeout: 15_000,
      });

    if (major < 24) {
      // npm start's two steps: the build check, then the server (its sources here: the bundle
      // is started behind the same check), as the image starts it.
      for (const entry of [['scripts/build-if-needed.ts'], ['src/server/main.ts']]) {
        const result = start(entry);
        expect(result.status).toBe(1);
        expect(result.stdout).toBe('');
        expect(result.stderr).toBe(
          `Node.js 24 or later is required (this is ${version.replace(/^v/, '')}): install Node 24, or run the Docker image (docs/deploy.md)\n`,
        );
      }
    } else {
      const result = start(['-e', 'console.log("past the check")']);
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe('past the check\n');
      expect(result.status).toBe(0);
    }
  });
});
