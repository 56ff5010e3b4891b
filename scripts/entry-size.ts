/**
 * The storefront's entry JavaScript: what a first visit must download before the page can run,
 * the entry module index.html loads plus the modules it preloads, gzipped each as the server
 * sends them. `npm run bench` reports it; run alone, it prints the figure for a built directory
 * (`node scripts/entry-size.ts [dist/web]`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The scripts index.html loads as modules and the modules it preloads, as site paths. */
export function entryScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const entry = /^<script\b/.test(tag) && /\btype="module"/.test(tag);
    const preload = /^<link\b/.test(tag) && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return (entry || preload) && url ? [url] : [];
  });
}

/** Gzipped bytes of the storefront's entry JavaScript in a built web app. */
export function storefrontEntryBytes(distDir: string): number {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const scripts = entryScripts(html);
  if (scripts.length === 0) throw new Error(`${distDir}/index.html loads no module script`);
  return scripts.reduce(
    (total, url) => total + gzipSync(readFileSync(join(distDir, url)), { level: 9 }).length,
    0,
  );
}

if (import.meta.main) {
  const distDir = process.argv[2] ?? 'dist/web';
  console.log(
    `storefront entry JS: ${(storefrontEntryBytes(distDir) / 1000).toFixed(1)} KB gzipped`,
  );
}
