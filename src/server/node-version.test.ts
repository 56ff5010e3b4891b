/**
 * On a Node older than package.json asks for, the start stops with one line, before any .ts
 * (node-version.system.test.ts starts it on the system's Node).
 */
import { readFileSync } from 'node:fs';
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
