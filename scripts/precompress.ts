/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the web build, once,
 * at build time: @fastify/static sends them to browsers that accept them (`preCompressed`), so
 * the server never compresses at request time and needs no compression plugin.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export function compressDirectory(dir: string): void {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) compressDirectory(path);
    else if (TEXT.test(entry) && statSync(path).size >= MIN_BYTES) {
      const content = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
      );
      writeFileSync(`${path}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
    }
  }
}

/** The Vite plugin: compresses the output folder once the build is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Last, after every other plugin's closeBundle (the service worker is written in one).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        compressDirectory(outDir);
      },
    },
  };
}
