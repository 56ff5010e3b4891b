/**
 * `.env` is read under the real environment; `.env.example` and docs/configuration.md are what
 * `npm run docs:config` writes from the schema.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFile } from './env-file.ts';
import { SETTINGS } from './env-docs.ts';
import { EnvSchema, loadConfig } from './env.ts';
import { COMMAND, renderConfigDocs } from '#scripts/generate-config-docs.ts';

describe('the .env file', () => {
  const path = join(tmpdir(), `fx-${randomUUID()}.env`);
  const names = ['FX_ENV_FILE_ONLY', 'FX_ENV_BOTH'];
  afterEach(() => {
    rmSync(path, { force: true });
    for (const name of names) delete process.env[name];
  });

  it('sets what the environment lacks, and leaves what it has', () => {
    writeFileSync(path, 'FX_ENV_FILE_ONLY=from-file\nFX_ENV_BOTH=from-file\n');
    process.env.FX_ENV_BOTH = 'from-environment';
    loadEnvFile({ ENV_FILE: path });
    expect(process.env.FX_ENV_FILE_ONLY).toBe('from-file');
    expect(process.env.FX_ENV_BOTH).toBe('from-environment');
  });

  it('is not read when ENV_FILE is empty, or when there is none', () => {
    writeFileSync(path, 'FX_ENV_FILE_ONLY=from-file\n');
    loadEnvFile({ ENV_FILE: '' });
    loadEnvFile({ ENV_FILE: `${path}.missing` });
    expect(process.env.FX_ENV_FILE_ONLY).toBeUndefined();
  });
});

describe('the configuration reference and .env.example', () => {
  it(`are what ${COMMAND} writes from the schema`, async () => {
    for (const [path, text] of Object.entries(await renderConfigDocs())) {
      expect(readFileSync(path, 'utf8'), `${path} is out of date: run ${COMMAND}`).toBe(text);
    }
  });

  it('document every setting of the schema, and nothing else', () => {
    expect(Object.keys(SETTINGS).sort()).toEqual(Object.keys(EnvSchema.shape).sort());
  });

  it("give each setting's default in a form .env reads back", () => {
    const example = readFileSync('.env.example', 'utf8').replace(/^# ([A-Z][A-Z0-9_]+=)/gm, '$1');
    const given = Object.fromEntries(
      Object.entries(parseEnv(example)).filter(([, value]) => value !== ''),
    );
    expect(Object.keys(given).length).toBeGreaterThan(40);
    const defaults = loadConfig({});
    expect(loadConfig(given)).toEqual(defaults);
  });
});
