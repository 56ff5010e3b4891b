import { describe, expect, it } from 'vitest';
import { boardPages } from './board-pages.ts';

const codes = (count: number) => Array.from({ length: count }, (_, i) => `C${i}`);

describe('boardPages', () => {
  it('keeps up to 12 currencies on one screen', () => {
    expect(boardPages(codes(3))).toEqual([['C0', 'C1', 'C2']]);
    expect(boardPages(codes(12))).toHaveLength(1);
    expect(boardPages([])).toEqual([[]]);
  });

  it('splits more into screens as even as can be, in order', () => {
    expect(boardPages(codes(20)).map((page) => page.length)).toEqual([10, 10]);
    expect(boardPages(codes(13)).map((page) => page.length)).toEqual([7, 6]);
    const all = boardPages(codes(87));
    expect(all.map((page) => page.length)).toEqual([11, 11, 11, 11, 11, 11, 11, 10]);
    expect(all.flat()).toEqual(codes(87));
  });
});
