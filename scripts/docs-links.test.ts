/**
 * The README and the pages under docs/ stay linked: every relative link names a file or folder
 * that exists, and every `#anchor` a heading of the page it points at (as GitHub makes anchors).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

function markdownFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** The text outside fenced code blocks and inline code, where links are links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(path: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of prose(readFileSync(path, 'utf8')).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = anchorOf(match[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const match of prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)) {
    const link = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // https:, mailto:
    const [target = '', anchor] = link.split('#');
    const path = target === '' ? file : resolve(dirname(file), decodeURIComponent(target));
    if (!existsSync(path)) broken.push(`${link}: no such file`);
    else if (anchor !== undefined && path.endsWith('.md') && !anchorsOf(path).has(anchor)) {
      broken.push(`${link}: no such heading in ${relative(ROOT, path)}`);
    }
  }
  return broken;
}

describe('the documentation', () => {
  const files = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))];

  it('makes anchors as GitHub does', () => {
    expect(anchorOf("The customer's order page")).toBe('the-customers-order-page');
    expect(anchorOf('Group commit, workers & `WORKERS`')).toBe('group-commit-workers--workers');
  });

  it.each(files.map((file) => [relative(ROOT, file), file]))(
    '%s links only to files and headings that exist',
    (_name, file) => {
      expect(brokenLinks(file)).toEqual([]);
    },
  );
});
