/**
 * Writes the offline reference snapshot of GBP rates used by the seed and the `reference` rates
 * provider, from a dated release of the public `@fawazahmed0/currency-api` npm package, and the
 * reference rate history: the seeded currencies' GBP rates in each dated release of the year up
 * to that one, which fills the rate charts' days before the bureau's own first rates.
 *
 *   npm run rates:snapshot -- 2026.9.29
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_CURRENCIES } from '#server/db/seed/currencies.ts';
import { addDays } from '#shared/domain/uk-time.ts';

const PACKAGE = '@fawazahmed0/currency-api';
const SNAPSHOT = new URL('../src/server/db/seed/reference-rates.json', import.meta.url);
const HISTORY = new URL('../src/server/db/seed/reference-rate-history.json', import.meta.url);
const HISTORY_DAYS = 365;
/** Enough to show a rate to 4 decimals whatever its size, and no more: the file stays small. */
const SIGNIFICANT_DIGITS = 8;
/** Releases fetched per `npm pack` call. */
const PACK_BATCH = 25;

interface Release {
  date: string;
  gbp: Record<string, number>;
}

const version = process.argv[2];
if (!version || !/^\d{4}\.\d{1,2}\.\d{1,2}$/.test(version)) {
  console.error(`Usage: npm run rates:snapshot -- <dated version of ${PACKAGE}, e.g. 2026.9.29>`);
  process.exit(1);
}

/** "2026.9.1" -> "2026-09-01": the day a release was published. */
function versionDate(dated: string): string {
  const [year, month, day] = dated.split('.');
  return `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
}

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }).trim();
}

/** Downloads the releases into `workDir` and reads each one's GBP rates, by version. */
function fetchReleases(workDir: string, versions: string[]): Map<string, Release> {
  const releases = new Map<string, Release>();
  for (let start = 0; start < versions.length; start += PACK_BATCH) {
    const batch = versions.slice(start, start + PACK_BATCH);
    const tarballs = npm(['pack', ...batch.map((v) => `${PACKAGE}@${v}`), '--silent'], workDir);
    for (const tarball of tarballs.split('\n')) {
      const json = execFileSync('tar', ['-xzOf', tarball, 'package/v1/currencies/gbp.json'], {
        cwd: workDir,
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
      // npm names it <scope>-<name>-<version>.tgz.
      releases.set(tarball.slice(tarball.lastIndexOf('-') + 1, -'.tgz'.length), JSON.parse(json));
      rmSync(join(workDir, tarball));
    }
    console.log(`Read ${releases.size} of ${versions.length} releases`);
  }
  return releases;
}

/** The dated releases of the HISTORY_DAYS up to `date`, and the last one before them. */
function historyVersions(date: string): string[] {
  const all = JSON.parse(npm(['view', PACKAGE, 'versions', '--json'], tmpdir())) as string[];
  const windowStart = addDays(date, 1 - HISTORY_DAYS);
  const dated = all
    .filter((v) => /^\d{4}\.\d{1,2}\.\d{1,2}$/.test(v))
    .map((v) => ({ version: v, date: versionDate(v) }))
    .filter((release) => release.date <= date)
    .toSorted((a, b) => a.date.localeCompare(b.date));
  const firstInWindow = dated.findIndex((release) => release.date >= windowStart);
  const from = firstInWindow === -1 ? dated.length - 1 : Math.max(0, firstInWindow - 1);
  return dated.slice(from).map((release) => release.version);
}

function writeSnapshot(snapshot: Release): void {
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
  writeFileSync(SNAPSHOT, `${JSON.stringify(output, null, 2)}\n`);
  console.log(`Wrote ${Object.keys(rates).length} GBP rates dated ${snapshot.date}`);
}

/**
 * One date list and, per seeded currency, its rate on each date (null where a release lacks
 * it), one line per currency: a year of a hundred currencies in a file that reads and diffs.
 */
function writeHistory(versions: string[], releases: Map<string, Release>): void {
  // Two releases may carry the same data date: the later one wins.
  const byDate = new Map(versions.map((v) => [releases.get(v)!.date, releases.get(v)!]));
  const dates = [...byDate.keys()].toSorted();
  const rates = SEED_CURRENCIES.map(({ code }) => {
    const series = dates.map((date) => {
      const rate = byDate.get(date)?.gbp[code.toLowerCase()];
      return typeof rate === 'number' && rate > 0
        ? Number(rate.toPrecision(SIGNIFICANT_DIGITS))
        : null;
    });
    return `    ${JSON.stringify(code)}: ${JSON.stringify(series)}`;
  });
  const source = `${PACKAGE}@${versions[0]} to ${versions.at(-1)}`;
  const text = [
    '{',
    `  "source": ${JSON.stringify(source)},`,
    '  "base": "GBP",',
    `  "dates": ${JSON.stringify(dates)},`,
    '  "rates": {',
    rates.join(',\n'),
    '  }',
    '}',
    '',
  ].join('\n');
  writeFileSync(HISTORY, text);
  const kb = (statSync(HISTORY).size / 1024).toFixed(0);
  console.log(`Wrote ${dates.length} dated GBP rates for ${rates.length} currencies (${kb} KB)`);
}

const workDir = mkdtempSync(join(tmpdir(), 'currency-api-'));
try {
  const snapshotDate = versionDate(version);
  const versions = historyVersions(snapshotDate);
  if (versions.at(-1) !== version) throw new Error(`${PACKAGE}@${version} is not published`);
  const releases = fetchReleases(workDir, versions);
  writeSnapshot(releases.get(version)!);
  writeHistory(versions, releases);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
