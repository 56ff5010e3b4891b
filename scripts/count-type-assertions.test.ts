import { describe, expect, it } from 'vitest';
import { countTypeAssertions, LIMITS, overLimits } from './count-type-assertions.ts';

describe('type assertions in production code (npm run assertions)', () => {
  it(`stay within ${LIMITS.as} as casts and ${LIMITS.nonNull} non-null assertions`, () => {
    const found = countTypeAssertions();
    expect(overLimits(found), [...found.as, ...found.nonNull].join('\n')).toEqual([]);
  });

  it('says which limit a count is over', () => {
    const places = (n: number) => Array.from({ length: n }, (_, i) => `src/a.ts:${i + 1}`);
    expect(overLimits({ as: places(LIMITS.as), nonNull: places(LIMITS.nonNull) })).toEqual([]);
    expect(overLimits({ as: places(LIMITS.as + 1), nonNull: places(LIMITS.nonNull + 1) })).toEqual([
      `${LIMITS.as + 1} as casts, over ${LIMITS.as}`,
      `${LIMITS.nonNull + 1} non-null assertions, over ${LIMITS.nonNull}`,
    ]);
  });
});
