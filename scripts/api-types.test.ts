import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMAND, renderApiTypes, TYPES_PATH } from './generate-api-types.ts';

describe("the web's API types", () => {
  it(`are what ${COMMAND} writes from the OpenAPI document`, async () => {
    expect(readFileSync(TYPES_PATH, 'utf8'), `${TYPES_PATH} is out of date: run ${COMMAND}`).toBe(
      await renderApiTypes(),
    );
  }, 60_000);
});
