import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessInfoSchema } from '#shared/schemas/business.ts';
import { loadConfig } from '../../config/env.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const PROVIDERS = 'Wise|https://wise.example/send, Remitly | https://remitly.example/';

describe('TRANSFER_PROVIDERS', () => {
  it('is empty by default', () => {
    expect(loadConfig({}).TRANSFER_PROVIDERS).toEqual([]);
    expect(loadConfig({ TRANSFER_PROVIDERS: '' }).TRANSFER_PROVIDERS).toEqual([]);
  });

  it('reads Name|URL pairs, comma-separated, trimmed', () => {
    expect(loadConfig({ TRANSFER_PROVIDERS: PROVIDERS }).TRANSFER_PROVIDERS).toEqual([
      { name: 'Wise', url: 'https://wise.example/send' },
      { name: 'Remitly', url: 'https://remitly.example/' },
    ]);
  });

  it.each(['Wise', 'Wise|not a url', '|https://wise.example/', 'Wise|ftp://wise.example/'])(
    'refuses %j with one line naming the variable',
    (value) => {
      expect(() => loadConfig({ TRANSFER_PROVIDERS: value })).toThrow(
        /^Invalid configuration: TRANSFER_PROVIDERS[.\w]*: [^\n]+$/,
      );
    },
  );
});

describe.each(testDatabaseKinds)('the business details on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { TRANSFER_PROVIDERS: PROVIDERS });
  });
  afterAll(() => t.close());

  it('lists the configured transfer partners', async () => {
    const response = await t.app.inject('/api/business');
    expect(response.statusCode).toBe(200);
    expect(BusinessInfoSchema.parse(response.json()).transferProviders).toEqual([
      { name: 'Wise', url: 'https://wise.example/send' },
      { name: 'Remitly', url: 'https://remitly.example/' },
    ]);
  });
});
