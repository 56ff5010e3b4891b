/**
 * Writes the configuration reference, docs/configuration.md, and .env.example from the settings
 * schema (src/server/config/env.ts: names and defaults) and what each setting does
 * (src/server/config/env-docs.ts): `npm run docs:config`. A test fails when either file differs
 * from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as prettier from 'prettier';
import { z } from 'zod';
import { SETTINGS, type SettingGroup } from '#server/config/env-docs.ts';
import { EnvSchema } from '#server/config/env.ts';

const ROOT = resolve(import.meta.dirname, '..');
export const COMMAND = 'npm run docs:config';

type Name = keyof typeof SETTINGS;
const names = Object.keys(SETTINGS).filter((name): name is Name => name in SETTINGS);

/** The schema's default as it would be written in `.env`; undefined when there is none. */
export function defaultOf(name: Name): string | undefined {
  const field = EnvSchema.shape[name];
  if (!(field instanceof z.ZodDefault)) return undefined;
  const value: unknown = field.def.defaultValue;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.join(',');
  return String(value);
}

/** A value as `.env` reads it back: quoted when it holds spaces, quotes or a `#`. */
function envValue(value: string): string {
  return /[\s"'#`]/.test(value) ? `'${value}'` : value;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replaceAll(' ', '-');

function groups(): Array<[SettingGroup, Name[]]> {
  const byGroup = new Map<SettingGroup, Name[]>();
  for (const name of names) {
    const group = SETTINGS[name].group;
    byGroup.set(group, [...(byGroup.get(group) ?? []), name]);
  }
  return [...byGroup];
}

function configurationMarkdown(): string {
  const lines = [
    '# Configuration',
    '',
    `<!-- Written by \`${COMMAND}\` from src/server/config/env.ts and env-docs.ts: edit those, then run it. -->`,
    '',
    'Every variable is read once at start-up by one zod schema (`src/server/config/env.ts`); an',
    'invalid value stops the server with one line naming the variable. [`.env.example`](../.env.example)',
    'lists them all with their defaults: copy it to `.env` and set what the installation needs.',
    '`npm start` and `npm run db:migrate`/`db:seed` read `.env` when it is there (`ENV_FILE` names',
    'another file; empty, none), and a variable set in the real environment wins. In Docker, pass them',
    'with `-e` or `--env-file` ([docs/deploy.md](deploy.md)).',
    '',
    ...groups().map(([group]) => `- [${group}](#${slug(group)})`),
    '- [Tests only](#tests-only)',
  ];
  for (const [group, members] of groups()) {
    lines.push(
      '',
      `## ${group}`,
      '',
      '| Variable | Default | What it does |',
      '| --- | --- | --- |',
    );
    for (const name of members) {
      const fallback = defaultOf(name);
      const shown = fallback === undefined ? 'unset' : `\`${fallback}\``;
      lines.push(`| \`${name}\` | ${cell(shown)} | ${cell(SETTINGS[name].description)} |`);
    }
  }
  lines.push(
    '',
    '## Tests only',
    '',
    'The server does not read these; the test suites do.',
    '',
    '| Variable | Default | What it does |',
    '| --- | --- | --- |',
    '| `TEST_DATABASE_URL` | unset | PostgreSQL for the integration suites (`postgres://postgres@127.0.0.1:5432/test`); each suite gets a schema of its own and drops it. Unset, they run on SQLite only; with `CI` set, unset is an error |',
    '| `TEST_REDIS_URL` | unset | Redis for the shared-limit and several-server suites; `.ci/run` sets `redis://127.0.0.1:6379` |',
    '| `CHROME_PATH` | `/usr/bin/chromium` | The Chromium the browser journeys and `npm run lighthouse` drive |',
    "| `E2E_PORT` | `4310` | The browser journeys' server. Their OpenID provider listens on `E2E_PORT` + 10000, their SMTP server on `E2E_PORT` + 3000 and its mailbox on `E2E_PORT` + 4000; keep `E2E_PORT` under 12768 so every port stays below the range Linux draws outgoing ports from |",
    '| `FUZZ_SEED` | random | Replays a failed run of the fuzz suite (it prints its seed) |',
    '',
  );
  return lines.join('\n');
}

function envExample(): string {
  const header = [
    "# The server's settings. Copy this file to .env and set what this installation needs: `npm start`",
    '# and `npm run db:migrate` / `db:seed` read .env when it is there, and a variable set in the real',
    '# environment wins over it. A line left commented out takes the default shown;',
    '# docs/configuration.md says what each does. Keep secrets (passwords, keys) out of version control.',
    `# Written by \`${COMMAND}\` from src/server/config/env.ts and env-docs.ts.`,
    '',
  ];
  const settings = names.map((name) => `# ${name}=${envValue(defaultOf(name) ?? '')}`);
  return [...header, ...settings, ''].join('\n');
}

/** Each generated file's path (from the repository's root) and the text it should hold. */
export async function renderConfigDocs(): Promise<Record<string, string>> {
  const markdownPath = resolve(ROOT, 'docs/configuration.md');
  const options = await prettier.resolveConfig(markdownPath);
  return {
    'docs/configuration.md': await prettier.format(configurationMarkdown(), {
      ...options,
      filepath: markdownPath,
    }),
    '.env.example': envExample(),
  };
}

if (import.meta.main) {
  for (const [path, text] of Object.entries(await renderConfigDocs())) {
    writeFileSync(resolve(ROOT, path), text);
    console.log(`wrote ${path}`);
  }
}
