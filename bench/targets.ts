/**
 * The performance targets the bench holds the product to, each with the figure of the release
 * before the work on them (measured on the same kind of machine: 2 cores, 50 connections) and the
 * aim; `targetTable` prints them side by side with this run's figures. Order placement is aimed
 * at a share of the minimal writer's rate on the same machine in the same run (ceiling.ts), so
 * the aim moves with the machine and with the rows an order writes.
 */

export interface Throughput {
  requestsPerSecond: number;
  p99: number;
}

/** The minimal writer's figures: what the database itself allows. */
export interface Ceiling {
  ordersPerSecond: number;
  cpuUsPerOrder: number;
}

/** What one run measured; a figure is missing when its part of the run did not take place. */
export interface Measured {
  currencyVsBaseline?: number;
  orders: { sqlite?: Throughput; postgres?: Throughput };
  /** The server process's user + system CPU time per acknowledged (201) order. */
  orderCpuUs: { sqlite?: number; postgres?: number };
  minimalWriter: { sqlite?: Ceiling; postgres?: Ceiling };
  pendingList: {
    sqlite?: Throughput & { orders: number };
    postgres?: Throughput & { orders: number };
  };
  peakRssMb: { sqlite?: number; postgres?: number };
  coldStartMs?: number;
  lighthouse?: Array<{ page: string; performance: number; lcpMs: number }>;
  entryGzipBytes?: number;
  /** Screening one customer name against a 20,000-name sanctions list, in µs. */
  screeningUs?: number;
}

interface Target {
  name: string;
  before: string;
  aim: string;
  /** This run's figure and whether it meets the aim; undefined when not measured. */
  now(measured: Measured): { text: string; met: boolean } | undefined;
}

const int = (n: number) => Math.round(n).toLocaleString('en-GB');

function throughput(t: Throughput | undefined, rate: number, p99: number) {
  return (
    t && {
      text: `${int(t.requestsPerSecond)}/s, p99 ${int(t.p99)} ms`,
      met: t.requestsPerSecond >= rate && t.p99 < p99,
    }
  );
}

function pending(t: (Throughput & { orders: number }) | undefined) {
  const result = throughput(t, 3000, 30);
  return t && result && { ...result, text: `${result.text} (${int(t.orders)} orders)` };
}

/** Orders/s as a share of the minimal writer's, both from this run. */
const shareOf = (t: Throughput, ceiling: Ceiling) => t.requestsPerSecond / ceiling.ordersPerSecond;

function rss(mb: number | undefined) {
  return mb === undefined ? undefined : { text: `${mb} MB`, met: mb < 150 };
}

const TARGETS: Target[] = [
  {
    name: 'server CPU per order, SQLite',
    before: '~2,800–4,500 µs',
    aim: '≤ 1,000 µs, ≥ 0.7 x minimal writer',
    now: ({ orders, orderCpuUs, minimalWriter }) => {
      const [t, us, ceiling] = [orders.sqlite, orderCpuUs.sqlite, minimalWriter.sqlite];
      if (!t || us === undefined || !ceiling) return undefined;
      const share = shareOf(t, ceiling);
      return {
        text: `${int(us)} µs; ${int(t.requestsPerSecond)}/s = ${share.toFixed(2)} x ${int(ceiling.ordersPerSecond)}/s`,
        met: us <= 1000 && share >= 0.7,
      };
    },
  },
  {
    name: 'POST /api/Order, PostgreSQL, one process',
    before: '~100–160/s, p99 560–835 ms',
    aim: '≥ 0.6 x minimal writer, p99 < 100 ms',
    now: ({ orders, minimalWriter }) => {
      const [t, ceiling] = [orders.postgres, minimalWriter.postgres];
      if (!t || !ceiling) return undefined;
      const share = shareOf(t, ceiling);
      return {
        text: `${int(t.requestsPerSecond)}/s = ${share.toFixed(2)} x ${int(ceiling.ordersPerSecond)}/s, p99 ${int(t.p99)} ms`,
        met: share >= 0.6 && t.p99 < 100,
      };
    },
  },
  {
    name: 'GET /api/currency, x node:http',
    before: '0.66–0.69',
    aim: '≥ 0.85',
    now: ({ currencyVsBaseline: x }) =>
      x === undefined ? undefined : { text: x.toFixed(2), met: x >= 0.85 },
  },
  {
    name: 'GET /api/PendingOrder, SQLite',
    before: '696/s, p99 134 ms (9,775 orders)',
    aim: '3,000/s, p99 < 30 ms (100,000)',
    now: ({ pendingList }) => pending(pendingList.sqlite),
  },
  {
    name: 'GET /api/PendingOrder, PostgreSQL',
    before: '-',
    aim: '3,000/s, p99 < 30 ms (100,000)',
    now: ({ pendingList }) => pending(pendingList.postgres),
  },
  {
    name: 'peak RSS, SQLite',
    before: '167–178 MB',
    aim: '< 150 MB',
    now: ({ peakRssMb }) => rss(peakRssMb.sqlite),
  },
  {
    name: 'peak RSS, PostgreSQL',
    before: '167–178 MB',
    aim: '< 150 MB',
    now: ({ peakRssMb }) => rss(peakRssMb.postgres),
  },
  {
    name: 'cold start to answering',
    before: '580–1,565 ms',
    aim: '< 500 ms',
    now: ({ coldStartMs: ms }) =>
      ms === undefined ? undefined : { text: `${int(ms)} ms`, met: ms < 500 },
  },
  ...(
    [
      ['/', '95'],
      ['/exchangeRates', '97'],
      ['/purchase/EUR/Order', '94'],
    ] as const
  ).map(([page, before]): Target => ({
    name: `Lighthouse mobile performance, ${page}`,
    before,
    aim: '100, LCP ≤ 1.0 s',
    now: ({ lighthouse }) => {
      const run = lighthouse?.find((r) => r.page === page);
      return (
        run && {
          text: `${run.performance}, LCP ${(run.lcpMs / 1000).toFixed(1)} s`,
          met: run.performance >= 100 && run.lcpMs <= 1000,
        }
      );
    },
  })),
  {
    name: 'sanctions screening per order, 20,000 names',
    before: '-',
    aim: '≤ 100 µs',
    now: ({ screeningUs: us }) =>
      us === undefined ? undefined : { text: `${us.toFixed(1)} µs`, met: us <= 100 },
  },
  {
    name: 'storefront entry JS, gzipped',
    before: '146.8 KB',
    aim: '≤ 110 KB',
    now: ({ entryGzipBytes: bytes }) =>
      bytes === undefined
        ? undefined
        : { text: `${(bytes / 1000).toFixed(1)} KB`, met: bytes <= 110_000 },
  },
];

/** The targets as a Markdown table: before, aim, this run, met. */
export function targetTable(measured: Measured): string {
  const rows = TARGETS.map((target) => {
    const now = target.now(measured);
    const met = now === undefined ? 'not measured' : now.met ? 'yes' : 'no';
    return `| ${target.name} | ${target.before} | ${target.aim} | ${now?.text ?? '-'} | ${met} |`;
  });
  return [
    '| target | before | aim | this run | met |',
    '| --- | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n');
}
