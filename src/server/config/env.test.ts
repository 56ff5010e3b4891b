import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: 'localhost',
      DATABASE_URL: 'file:data/fx.sqlite',
      TRUST_PROXY: false,
      // Generous for a family or an office, not for a script.
      ORDER_RATE_LIMIT_PER_IP: 60,
      ORDER_RATE_LIMIT_PER_EMAIL: 10,
      ORDER_MAX_GBP_90_DAYS: 10000,
    });
  });

  it('reads and coerces what is set', () => {
    const config = loadConfig({
      PORT: '8080',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      DATABASE_URL: 'postgres://x/y',
    });
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8']);
    expect(config.DATABASE_URL).toBe('postgres://x/y');
  });

  it('sends mail without PUBLIC_URL outside production only', () => {
    const mail = { SMTP_URL: 'smtp://mail.example:25' };
    expect(loadConfig({ ...mail, NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined();
    expect(loadConfig({ ...mail, PUBLIC_URL: 'https://shop.example' }).SMTP_URL).toBe(
      mail.SMTP_URL,
    );
  });

  it('runs one process unless WORKERS asks for more, or one per core with auto', () => {
    expect(loadConfig({}).WORKERS).toBe(1);
    expect(loadConfig({ WORKERS: '4' }).WORKERS).toBe(4);
    expect(loadConfig({ WORKERS: 'auto' }).WORKERS).toBe(availableParallelism());
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    // Both let any client choose its address (the left-most X-Forwarded-For entry).
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
    [{ MONEY_TRANSFER_URL: 'not a url' }, 'MONEY_TRANSFER_URL'],
    [{ WORKERS: '0' }, 'WORKERS'],
    [{ WORKERS: 'all' }, 'WORKERS'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'mysql:/x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://db/fx', BACKUP_DIR: '/var/backups/fx' }, 'BACKUP_DIR'],
    // E-mailed links would point at localhost: a Host header is never taken for the address.
    [{ SMTP_URL: 'smtp://mail.example:25' }, 'PUBLIC_URL'],
  ])('refuses %o with one line naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(
      new RegExp(`^Invalid configuration: ${variable}: [^\\n]+$`),
    );
  });
});
