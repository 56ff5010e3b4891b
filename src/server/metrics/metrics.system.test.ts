/** GET /metrics from a server of two workers: the figures are both workers' together. */
import { describe, expect, it } from 'vitest';
import { bearer, METRICS_TOKEN as TOKEN, sample } from '../test-support/metrics.ts';
import { startServerProcess, stopServerProcess } from '../test-support/server-process.ts';
import { sqliteKind } from '../test-support/test-databases.ts';

describe('GET /metrics with WORKERS=2', () => {
  it("gives the whole server's figures, every worker's requests together", async () => {
    const database = await sqliteKind.create();
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      WORKERS: '2',
      METRICS_TOKEN: TOKEN,
    });
    try {
      const REQUESTS = 20;
      for (let i = 0; i < REQUESTS; i++) {
        // A new connection each: the workers take connections in turn.
        const response = await fetch(`${server.baseUrl}/api/currency`, {
          headers: { connection: 'close' },
        });
        expect(response.status).toBe(200);
      }
      const response = await fetch(`${server.baseUrl}/metrics`, { headers: bearer });
      expect(response.status).toBe(200);
      const text = await response.text();
      const route = 'method="GET",route="/api/currency",status_code="200"';
      expect(sample(text, 'http_request_duration_seconds_count', route)).toBe(REQUESTS);
    } finally {
      expect(await stopServerProcess(server, 'SIGTERM')).toBe(0);
      await database.drop();
    }
  });
});
