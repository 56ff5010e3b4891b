/**
 * The refusals' reasons are one table (shared/errors.ts), and the OpenAPI document lists for each
 * route and status the reasons a client may meet there: every reason of the table is declared by
 * some route, so a client generated from the document knows them all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASONS } from '#shared/errors.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';
import { sqliteKind } from './test-support/test-databases.ts';

interface Operation {
  description?: string;
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema: unknown }> }
  >;
}

describe('refusal reasons in the OpenAPI document', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await createTestApp(sqliteKind);
    paths = (await t.app.inject('/api/docs/json')).json().paths;
  });
  afterAll(() => t.close());

  it("declares POST /api/Order's refusals with their reasons, in the one error shape", () => {
    const { responses } = paths['/api/Order']!.post!;
    expect(responses['409']?.description).toMatch(/RATES_CHANGED .*NOTES_GONE/);
    expect(responses['422']?.description).toMatch(/ORDER_LIMIT .*LIMIT_90_DAYS/);
    expect(responses['400']?.description).toMatch(/DAY_REFUSED/);
    expect(JSON.stringify(responses['409']?.content)).toContain(JSON.stringify([...REASONS]));
  });

  it('has every reason of the table declared by some route', () => {
    const declared = JSON.stringify(
      Object.values(paths).flatMap((operations) =>
        Object.values(operations).flatMap((operation) => [
          operation.description ?? '',
          ...Object.values(operation.responses).map((response) => response.description ?? ''),
        ]),
      ),
    );
    expect(REASONS.filter((reason) => !declared.includes(reason))).toEqual([]);
  });
});
