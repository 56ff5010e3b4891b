/**
 * Writes the offline reference snapshot of GBP rates used by the seed and the `reference` rates
 * provider, from a dated release of the public `@fawazahmed0/currency-api` npm package.
 *
 *   npm run rates:snapshot -- 2026.9.29
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_CURRENCIES } from '../src/server/db/seed/currencies.ts';

const PACKAGE = '@fawazahmed0/currency-api';
const OUTPUT = new URL('../src/server/db/seed/reference-rates.json', import.meta.url);

const version = process.argv[2];
if (!version || !/^\d{4}\.\d{1,2}\.\d{1,2}$/.test(version)) {
  console.error(`Usage: npm run rates:snapshot -- <dated version of ${PACKAGE}, e.g. 2026.9.29>`);
  process.exit(1);
}

const workDir = mkdtempSync(join(tmpdir(), 'currency-api-'));
try {
  const tarball = execFileSync('npm', ['pack', `${PACKAGE}@${version}`, '--silent'], {
    cwd: workDir,
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['-xzf', tarball, 'package/v1/currencies/gbp.json'], { cwd: workDir });
  const snapshot = JSON.parse(
    readFileSync(join(workDir, 'package/v1/currencies/gbp.json'), 'utf8'),
  ) as { date: string; gbp: Record<string, number> };

  // Every ISO 4217 currency the release prices (staff may add any of them), and at least the
  // seeded ones.
  const rates: Record<string, number> = {};
  for (const code of Intl.supportedValuesOf('currency')) {
    const rate = snapshot.gbp[code.toLowerCase()];
    if (code !== 'GBP' && typeof rate === 'number' && rate > 0) rates[code] = rate;
  }
  const missing = SEED_CURRENCIES.map(({ code }) => code).filter((code) => !(code in rates));
  if (missing.length > 0) throw new Error(`No GBP rate in ${version} for ${missing.join(', ')}`);

  const output = { source: `${PACKAGE}@${version}`, date: snapshot.date, base: 'GBP', rates };
  writeFileSync(OUTPUT, `${JSON.stringify(output, null, 2)}\n`);
  console.log(`Wrote ${Object.keys(rates).length} GBP rates dated ${snapshot.date}`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
