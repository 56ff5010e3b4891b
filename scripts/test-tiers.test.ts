/** The unit tier starts no process: spawning there throws, naming where such a test belongs. */
import { execFile, spawn, spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const BELONGS = /spawning belongs in a \*\.system\.test\.ts/;

it('refuses child processes and cluster workers in a unit test', async () => {
  expect(() => spawn('node', ['--version'])).toThrow(BELONGS);
  expect(() => spawnSync('node', ['--version'])).toThrow(BELONGS);
  await expect(promisify(execFile)('node', ['--version'])).rejects.toThrow(BELONGS);
  expect(() => cluster.fork()).toThrow(BELONGS);
});
