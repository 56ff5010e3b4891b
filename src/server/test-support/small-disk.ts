/**
 * A real, small filesystem (tmpfs) that tests fill to the last byte and free again. Mounting
 * needs root: where it is refused the tests that need it do not run, except in CI, where root is
 * a given and a refusal fails the run rather than passing it silently.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, open, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface SmallDisk {
  path: string;
  /** Writes a file until the disk has no byte left. */
  fill(): Promise<void>;
  /** Removes what `fill` wrote. */
  free(): Promise<void>;
  unmount(): Promise<void>;
}

/** Mounts a tmpfs of `sizeBytes`, its root owned by `owner` (a user name) when given. */
export async function mountSmallDisk(sizeBytes: number, owner?: string): Promise<SmallDisk> {
  const path = join(tmpdir(), `fx-disk-${randomUUID()}`);
  await mkdir(path);
  const ids = owner
    ? `,uid=${(await run('id', ['-u', owner])).stdout.trim()},gid=${(await run('id', ['-g', owner])).stdout.trim()}`
    : '';
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${sizeBytes},mode=0755${ids}`, 'tmpfs', path]);
  } catch (error) {
    await rmdir(path);
    throw error;
  }
  const filler = join(path, 'filler');
  return {
    path,
    async fill() {
      const file = await open(filler, 'a');
      const block = Buffer.alloc(4096);
      try {
        // Whole blocks, then single bytes: tmpfs refuses a write that no longer fits.
        for (const size of [4096, 1]) {
          for (;;) {
            const written = await file.write(block, 0, size).catch(() => undefined);
            if (!written?.bytesWritten) break;
          }
        }
      } finally {
        await file.close();
      }
    },
    free: () => rm(filler, { force: true }),
    async unmount() {
      await run('umount', [path]);
      await rmdir(path);
    },
  };
}

/** Whether this process may mount a small disk: true in CI, where it must. */
export async function canMountSmallDisks(): Promise<boolean> {
  try {
    await (await mountSmallDisk(64 * 1024)).unmount();
    return true;
  } catch (error) {
    if (process.env.CI)
      throw new Error('CI must be able to mount a tmpfs (run as root)', { cause: error });
    return false;
  }
}
