import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDirectory } from './precompress.ts';

describe('compressDirectory', () => {
  let dir: string;
  const script = 'export const answer = 42;\n'.repeat(100);
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fx-precompress-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets', 'index-abc.js'), script);
    await writeFile(join(dir, 'assets', 'tiny.css'), 'a{}');
    await writeFile(join(dir, 'photo.png'), Buffer.alloc(4096));
    compressDirectory(dir);
  });
  afterAll(() => rm(dir, { recursive: true }));

  it('writes Brotli and gzip copies of text files, in subfolders too, that decode to the original', async () => {
    const path = join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(await readFile(`${path}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${path}.gz`)).toString()).toBe(script);
  });

  it('leaves small files and binary files alone', async () => {
    expect((await readdir(join(dir, 'assets'))).toSorted()).toEqual([
      'index-abc.js',
      'index-abc.js.br',
      'index-abc.js.gz',
      'tiny.css',
    ]);
    expect(await readdir(dir)).not.toContain('photo.png.br');
  });
});
