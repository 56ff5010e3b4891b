/**
 * `npm run lighthouse`: starts the production server on a fresh SQLite file and runs Lighthouse
 * (mobile preset: an emulated mid-range phone on a throttled connection) in Debian's Chromium on
 * the storefront's key pages, then prints the four category scores as a table, with the audits
 * that cost points, and whether Chrome would offer to install the site as an app. CHROME_PATH
 * points at another browser. `runLighthouse` does the same for the bench, returning the figures.
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServerProcess, stopServerProcess } from '#server/test-support/server-process.ts';
import { sqliteKind } from '#server/test-support/test-databases.ts';

const PAGES = ['/', '/exchangeRates', '/purchase/EUR/Order'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * What Chrome finds missing before it would offer Install, on a page of the browser's own
 * (not incognito) profile: Lighthouse 12 dropped its PWA category and installable-manifest audit.
 */
async function installabilityErrors(url: string, port: number): Promise<string[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(url);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await page.close();
  return installabilityErrors.map(({ errorId }) => errorId);
}

export interface PageReport {
  page: string;
  /** The four category scores, 0 to 100. */
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Largest Contentful Paint, as Lighthouse simulates it on the phone. */
  lcpMs: number;
  /** The audits that cost points, with their figures. */
  lost: string[];
}

export interface LighthouseReport {
  pages: PageReport[];
  /** What Chrome finds missing before it would offer Install; empty when installable. */
  notInstallable: string[];
}

/** Runs Lighthouse on the key pages of a production server started on a fresh SQLite file. */
export async function runLighthouse(): Promise<LighthouseReport> {
  const database = await sqliteKind.create();
  const server = await startServerProcess({ DATABASE_URL: database.url }, { bundle: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const pages: PageReport[] = [];
    for (const page of PAGES) {
      const result = await lighthouse(`${server.baseUrl}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const { categories, audits } = result.lhr;
      const score = (id: (typeof CATEGORIES)[number]) =>
        Math.round((categories[id]?.score ?? 0) * 100);
      const lost: string[] = [];
      for (const id of CATEGORIES) {
        for (const ref of categories[id]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            const value = audit.displayValue ? ` (${audit.displayValue})` : '';
            lost.push(`${id}: ${audit.title}${value}`);
          }
        }
      }
      pages.push({
        page,
        scores: {
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
        },
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        lost,
      });
    }
    const notInstallable = await installabilityErrors(`${server.baseUrl}/`, chrome.port);
    return { pages, notInstallable };
  } finally {
    chrome.kill();
    await stopServerProcess(server, 'SIGTERM');
    await database.drop();
  }
}

if (import.meta.main) {
  const { pages, notInstallable } = await runLighthouse();
  console.log('\n| page | performance | accessibility | best practices | SEO | LCP |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const { page, scores, lcpMs } of pages) {
    const lcp = `${(lcpMs / 1000).toFixed(1)} s`;
    console.log(`| \`${page}\` | ${CATEGORIES.map((id) => scores[id]).join(' | ')} | ${lcp} |`);
  }
  const lost = pages.flatMap(({ page, lost }) => lost.map((line) => `- ${page} ${line}`));
  if (lost.length) console.log(`\nAudits that cost points:\n${lost.join('\n')}`);
  console.log(
    notInstallable.length
      ? `\nNot installable: ${notInstallable.join(', ')}`
      : '\nInstallable: Chrome finds nothing missing.',
  );
  if (notInstallable.length) process.exitCode = 1;
}
