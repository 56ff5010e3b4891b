/** On a Node older than package.json asks for, the start stops with one line, before any .ts. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem as check, requiredMajor as required } from './node-version.mjs';

describe('the Node version check', () => {
  it('asks for the major version package.json engines names', () => {
    const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      engines: { node: string };
    };
    expect(required(engines.node)).toBe(24);
    expect(required('>= 26.1')).toBe(26);
    expect(required(undefined)).toBe(24);
  });

  it('stops an older Node with one line saying what to do', () => {
    expect(check('20.20.2', 24)).toBe(
      'Node.js 24 or later is required (this is 20.20.2): install Node 24, or run the Docker image (docs/deploy.md)',
    );
    expect(check('22.18.0', 24)).toMatch(/^Node\.js 24 or later is required \(this is 22\.18\.0\)/);
    expect(check('23.11.1', 24)).toBeDefined();
  });

  it('lets Node 24 and later through', () => {
    expect(check('24.0.0', 24)).toBeUndefined();
    expect(check('24.21.0', 24)).toBeUndefined();
    expect(check('25.2.1', 24)).toBeUndefined();
    expect(check(process.versions.node, 24)).toBeUndefined();
  });
});

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
      // npm start's two steps: the web build check, then the server, as the image starts it.
      for (const entry of [['scripts/build-web-if-needed.ts'], ['src/server/main.ts']]) {
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
