/** A journey file (tests/e2e/*.spec.ts) stays short enough to read: 400 lines at most. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const MAX_LINES = 400;
const JOURNEYS = 'tests/e2e';

it(`keeps every journey file in ${JOURNEYS} to ${MAX_LINES} lines`, () => {
  const specs = readdirSync(JOURNEYS).filter((name) => name.endsWith('.spec.ts'));
  expect(specs.length).toBeGreaterThan(10);
  const tooLong = specs
    .map((name) => ({
      name,
      lines: readFileSync(join(JOURNEYS, name), 'utf8').trimEnd().split('\n').length,
    }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ name, lines }) => `${name}: ${lines} lines (split it by journey)`);
  expect(tooLong).toEqual([]);
});
