/**
 * `npm run bench:profile -- [sqlite|postgres] [order|currency]`: the production server (as the
 * bench runs it: metrics on, a 20,000-name sanctions list) under 50 connections of orders or of
 * GET /api/currency for BENCH_SECONDS (default 10) after 3 s of warm-up, with V8's CPU profiler
 * on. Prints the server's CPU per answered request (the profiler adds some), then where its time
 * went: self time by package or source folder, by function, and inclusive time by function. The
 * profile itself is left in bench-profile/ for Chrome DevTools (Performance > Load profile).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { twoItemOrder } from '#server/test-support/orders.ts';
import { stopServerProcess } from '#server/test-support/server-process.ts';
import { stockForLoad } from '#server/test-support/stock-for-load.ts';
import { analyze, benchDatabaseKinds, cpuTimeUs, orderRequests, startBenchServer } from './load.ts';

const [database = 'sqlite', target = 'order'] = process.argv.slice(2);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const kind = benchDatabaseKinds().find(({ name }) => name === database);
if (!kind) throw new Error(`No ${database} to profile on: PostgreSQL needs TEST_DATABASE_URL`);
if (target !== 'order' && target !== 'currency') throw new Error('Profile order or currency');

const dir = join(process.cwd(), 'bench-profile');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir);

const db = await kind.create();
try {
  const server = await startBenchServer(db.url, {
    // 200 µs between samples: an order takes about ten.
    NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir} --cpu-prof-interval=200`,
  });
  const pid = server.child.pid!;
  try {
    await stockForLoad(db.url);
    if (kind.name === 'postgres') await analyze(db.url);
    const options =
      target === 'currency'
        ? { url: `${server.baseUrl}/api/currency` }
        : orderRequests(server.baseUrl, await twoItemOrder(server.baseUrl));
    await autocannon({ ...options, connections: 50, duration: 3 });
    const before = cpuTimeUs(pid);
    const result = await autocannon({ ...options, connections: 50, duration: seconds });
    const answered = target === 'order' ? result['2xx'] : result.requests.total;
    console.log(
      `\n${Math.round(result.requests.average)}/s, p99 ${result.latency.p99} ms, ${Math.round((cpuTimeUs(pid) - before) / answered)} µs server CPU per answer (profiled), ${result.non2xx} non-2xx`,
    );
  } finally {
    // The profile is written as the process exits.
    await stopServerProcess(server, 'SIGTERM');
  }
} finally {
  await db.drop();
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error('The server wrote no profile');
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
};
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parents.set(child, node.id);
const selfTime = new Map<number, number>();
profile.samples.forEach((id, index) =>
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)),
);
const total = [...selfTime.values()].reduce((sum, time) => sum + time, 0);

const place = (url: string) =>
  url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/src\//, 'src/');
const functionOf = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode) =>
  `${functionName || '(anonymous)'} ${place(url)}:${lineNumber + 1}`;
const packageOf = ({ callFrame: { url } }: ProfileNode) => {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1]!;
  if (!url) return '(V8, native code, idle)';
  return url.startsWith('node:') ? url : place(url).split('/').slice(0, 4).join('/');
};

function print(title: string, times: Map<string, number>, rows: number) {
  console.log(`\n${title}`);
  for (const [name, time] of [...times].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${((100 * time) / total).toFixed(1).padStart(5)}%  ${name}`);
  }
}
function selfBy(key: (node: ProfileNode) => string) {
  const times = new Map<string, number>();
  for (const [id, time] of selfTime) {
    const name = key(nodes.get(id)!);
    times.set(name, (times.get(name) ?? 0) + time);
  }
  return times;
}
// Inclusive: a sample counts once for each function on its stack (recursion counted once).
const inclusive = new Map<string, number>();
for (const [id, time] of selfTime) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    const name = functionOf(nodes.get(at)!);
    if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + time);
    seen.add(name);
  }
}
print('Self time by package or source folder', selfBy(packageOf), 30);
print('Self time by function', selfBy(functionOf), 40);
print('Inclusive time by function', inclusive, 80);
console.log(`\nThe profile: ${join(dir, file)}`);
