/**
 * What the server counts for Prometheus, in one registry per app (tests build many apps in one
 * process). Figures that come from the database (the outbox) or that one process sets for all
 * (a job's last run) are aggregated across workers by `max`, not summed: every worker reads the
 * same outbox, and the job ran in one of them.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface MetricsSources {
  /** The pending e-mails: how many, and how long the oldest has waited (0 when none). */
  outbox(): Promise<{ backlog: number; oldestAgeSeconds: number }>;
  /** Queries waiting for a PostgreSQL connection; null on SQLite. */
  poolWaiting: (() => number) | null;
}

export function createMetrics() {
  const registry = new Registry();

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route as declared and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'orders_placed_total',
    help: 'Orders placed, by way (Order: Click & Collect, Sell: Click & Sell) and branch',
    labelNames: ['way', 'branch'] as const,
    registers: [registry],
  });
  const quotesIssued = new Counter({
    name: 'quotes_issued_total',
    help: 'Prices issued and held for an order',
    registers: [registry],
  });
  const groupCommitSize = new Histogram({
    name: 'group_commit_size',
    help: 'Orders committed together in one transaction',
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers: [registry],
  });
  const jobLastSuccess = new Gauge({
    name: 'job_last_success_timestamp_seconds',
    help: 'When each background job last ran to the end here (Unix time)',
    labelNames: ['job'] as const,
    aggregator: 'max',
    registers: [registry],
  });

  return {
    registry,
    httpDuration,
    ordersPlaced,
    quotesIssued,
    groupCommitSize,
    jobSucceeded(job: string, at: Date) {
      jobLastSuccess.set({ job }, at.getTime() / 1000);
    },
    /** The figures read when scraped, and the process's own (memory, CPU, event-loop lag). */
    observe(sources: MetricsSources) {
      collectDefaultMetrics({ register: registry });
      // Both outbox gauges come from one query per scrape.
      let read: { at: number; answer: ReturnType<MetricsSources['outbox']> } | undefined;
      const outbox = () => {
        if (!read || performance.now() - read.at > 1000)
          read = { at: performance.now(), answer: sources.outbox() };
        return read.answer;
      };
      new Gauge({
        name: 'outbox_backlog',
        help: 'E-mails waiting to be sent',
        aggregator: 'max',
        registers: [registry],
        async collect() {
          this.set((await outbox()).backlog);
        },
      });
      new Gauge({
        name: 'outbox_oldest_age_seconds',
        help: 'How long the oldest e-mail waiting to be sent has waited (0 when none)',
        aggregator: 'max',
        registers: [registry],
        async collect() {
          this.set((await outbox()).oldestAgeSeconds);
        },
      });
      const { poolWaiting } = sources;
      if (poolWaiting) {
        new Gauge({
          name: 'db_pool_waiting',
          help: 'Queries waiting for a PostgreSQL connection from the pool',
          registers: [registry],
          collect() {
            this.set(poolWaiting());
          },
        });
      }
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
