/** `.env` is read under the real environment, and `.env.example` names every setting there is. */
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFile } from './env-file.ts';
import { EnvSchema } from './env.ts';

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

describe('the settings an operator reads of', () => {
  const settings = Object.keys(EnvSchema.shape).sort();
  const variablesIn = (text: string, pattern: RegExp) =>
    [...text.matchAll(pattern)].map((match) => match[1]!).sort();

  it('are all in .env.example, each once, and nothing else', () => {
    const example = readFileSync('.env.example', 'utf8');
    expect(variablesIn(example, /^# ([A-Z][A-Z0-9_]+)=/gm)).toEqual(settings);
  });

  it("are all in the README's configuration table, and nothing else", () => {
    const readme = readFileSync('README.md', 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Scripts'));
    const firstCells = table.split('\n').flatMap((line) => /^\| (`[^|]+)\|/.exec(line)?.[1] ?? []);
    expect(variablesIn(firstCells.join(' '), /`([A-Z][A-Z0-9_]+)`/g)).toEqual(settings);
  });
});
