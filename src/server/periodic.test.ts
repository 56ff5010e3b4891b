import Fastify from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { runEvery } from './periodic.ts';

describe('runEvery', () => {
  it('runs on its interval, and the close waits for the run in progress', async () => {
    const app = Fastify();
    const events: string[] = [];
    runEvery(app, 10, 'slow task', async () => {
      events.push('started');
      await sleep(100);
      events.push('finished');
    });
    // The database plugin's hook would run next: after every run has finished.
    await app.ready();
    while (!events.includes('started')) await sleep(5);
    await app.close();
    events.push('closed');
    expect(events).toEqual(['started', 'finished', 'closed']);
  });

  it('logs a failed run as a warning and keeps going', async () => {
    const warnings: string[] = [];
    const app = Fastify({
      logger: {
        level: 'warn',
        stream: { write: (line: string) => warnings.push(JSON.parse(line).msg) },
      },
    });
    let runs = 0;
    runEvery(app, 5, 'failing task', async () => {
      runs += 1;
      throw new Error('no database');
    });
    await app.ready();
    while (runs < 2) await sleep(5);
    await app.close();
    expect(warnings.slice(0, 2)).toEqual(['failing task failed', 'failing task failed']);
  });
});
