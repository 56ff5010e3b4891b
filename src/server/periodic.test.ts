import Fastify from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { every } from './periodic.ts';

describe('every', () => {
  it('runs on its interval, and the close waits for the run in progress', async () => {
    const app = Fastify();
    const events: string[] = [];
    every(app, 10, 'slow task', async () => {
      events.push('started');
      await sleep(100);
      events.push('finished');
    });
    // The database plugin's onClose hook would run next: after every run has finished.
    await app.ready();
    while (!events.includes('started')) await sleep(5);
    await app.close();
    events.push('closed');
    expect(events).toEqual(['started', 'finished', 'closed']);
  });

  it('never starts a run while the last one is still going', async () => {
    const app = Fastify();
    let running = 0;
    let most = 0;
    let runs = 0;
    every(app, 5, 'slow task', async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(30);
      running -= 1;
      runs += 1;
    });
    await app.ready();
    while (runs < 3) await sleep(5);
    await app.close();
    expect(most).toBe(1);
  });

  it('logs a failed run and keeps going', async () => {
    const failures: string[] = [];
    const app = Fastify({
      logger: {
        level: 'warn',
        stream: { write: (line: string) => failures.push(JSON.parse(line).msg) },
      },
    });
    let runs = 0;
    every(app, 5, 'failing task', async () => {
      runs += 1;
      throw new Error('no database');
    });
    await app.ready();
    while (runs < 2) await sleep(5);
    await app.close();
    expect(failures.slice(0, 2)).toEqual(['failing task failed', 'failing task failed']);
  });
});
