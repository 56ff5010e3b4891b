import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BranchListSchema } from '#shared/schemas/branch.ts';
import { BusinessProfileSchema } from '#shared/schemas/business.ts';
import { UpsellResponseSchema } from '#shared/schemas/settings.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

describe.each(testDatabaseKinds)('bureau details on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { MONEY_TRANSFER_URL: 'https://transfer.example/send' });
  });
  afterAll(() => t.close());

  it('lists the four collection points with the London one under key 172', async () => {
    const response = await t.app.inject('/api/branches');
    expect(response.statusCode).toBe(200);
    const branches = BranchListSchema.parse(response.json());
    expect(branches.map((b) => [b.key, b.name])).toEqual([
      ['brighton', 'Brighton'],
      ['worthing', 'Worthing'],
      ['chichester', 'Chichester'],
      ['172', 'London'],
    ]);
    const london = branches[3]!;
    expect(london.latitude).toBeCloseTo(51.5, 1);
    expect(london.openingHours.monday).toEqual({ opens: '09:00', closes: '17:30' });
    expect(branches[0]!.openingHours.sunday).toBeNull();
  });

  it('gives the business profile with the configured money-transfer link', async () => {
    const response = await t.app.inject('/api/business');
    expect(response.statusCode).toBe(200);
    expect(BusinessProfileSchema.parse(response.json())).toMatchObject({
      tradingName: 'Global Currency Connect',
      moneyTransferUrl: 'https://transfer.example/send',
    });
  });

  it('gives the upsell under the spec field name', async () => {
    const response = await t.app.inject('/api/upsell');
    expect(response.statusCode).toBe(200);
    const { Upsell } = UpsellResponseSchema.parse(response.json());
    expect(Upsell.amount).toBe(500);
    expect(Upsell.text).toContain('£500');
  });

  it('reports health with the database up', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('publishes the OpenAPI document with every catalogue route', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/currency',
        '/api/singleCurrency/{currency}',
        '/api/upsell',
        '/api/branches',
        '/api/business',
        '/api/health',
      ]),
    );
  });
});
