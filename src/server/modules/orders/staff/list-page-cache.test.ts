import { describe, expect, it } from 'vitest';
import { listPageCache, sharedFreshReads, type ListPage } from './list-page-cache.ts';

const page = (version: number, bytes: number): ListPage => ({
  version,
  body: Buffer.alloc(bytes, 'x'),
  headers: { 'x-total-count': '1' },
});

describe('listPageCache', () => {
  it('gives a page back only at the version it was built at', () => {
    const pages = listPageCache();
    pages.set('a', page(7, 10));
    expect(pages.get('a', 7)?.body.length).toBe(10);
    expect(pages.get('a', 8)).toBeUndefined();
    expect(pages.get('b', 7)).toBeUndefined();
  });

  it('lets the page sent longest ago go first, and keeps none too big to hold', () => {
    const pages = listPageCache(100);
    pages.set('a', page(1, 40));
    pages.set('b', page(1, 40));
    pages.get('a', 1);
    pages.set('c', page(1, 40));
    expect([pages.get('a', 1), pages.get('b', 1), pages.get('c', 1)].map(Boolean)).toEqual([
      true,
      false,
      true,
    ]);
    pages.set('d', page(1, 101));
    expect(pages.get('d', 1)).toBeUndefined();
    expect(pages.get('c', 1)).toBeDefined();
  });
});

describe('sharedFreshReads', () => {
  /** A read the test ends by hand, counting how many started. */
  function manualReads() {
    const ends: Array<(value: number) => void> = [];
    return {
      started: () => ends.length,
      end: (n: number, value: number) => ends[n]!(value),
      read: () => new Promise<number>((resolve) => ends.push(resolve)),
    };
  }

  it('gives each caller a read that started after it asked, one for all who asked meanwhile', async () => {
    const reads = manualReads();
    const version = sharedFreshReads(reads.read);
    const first = version();
    // Asked while the first read runs: the first may have missed a change made just now.
    const second = version();
    const third = version();
    expect(reads.started()).toBe(1);
    reads.end(0, 1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(reads.started()).toBe(2);
    reads.end(1, 2);
    expect([await second, await third]).toEqual([2, 2]);
    // Nothing under way: a read of its own at once.
    const fourth = version();
    expect(reads.started()).toBe(3);
    reads.end(2, 3);
    expect(await fourth).toBe(3);
  });

  it('passes a failed read to its callers, and the next callers read again', async () => {
    let calls = 0;
    const version = sharedFreshReads(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    await expect(version()).rejects.toThrow('connection lost');
    await expect(version()).resolves.toBe(2);
  });
});
