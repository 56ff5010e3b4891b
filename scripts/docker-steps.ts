/**
 * Runs the Dockerfile's steps on this machine, where no container engine or registry is reachable
 * (`npm run docker:steps`): the proof that the image builds and serves, short of building it.
 *
 * Each stage gets a folder standing for its file system; the Dockerfile's absolute paths (/app,
 * /data) are mapped into it. COPY honours .dockerignore, RUN runs under /bin/sh with the stage's
 * ENV and the Node 24 running this script first on PATH (standing for the base image's), and the
 * last stage's CMD is started three times, each until its HEALTHCHECK passes and then stopped with
 * SIGTERM, which must end it with exit code 0:
 * - as compose.yaml runs it, on PostgreSQL and Redis (`--postgres <url> --redis <url>`), in a
 *   schema of its own that it drops afterwards, with keys of its own in Redis;
 * - on the SQLite file the image puts on its volume;
 * - again on that volume, which must keep the data and need no migration.
 * Run as root, the server runs as the Dockerfile's USER (numeric), as it does in the image; otherwise
 * it cannot switch and says so. The npm cache of this machine is used, where an image's build
 * starts empty. `--keep` leaves the folders in place for a look.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { parse as parseYaml } from 'yaml';
import {
  commandOf,
  interpolate,
  parseDockerfile,
  parseDockerignore,
  parseEnv,
  pathsOf,
  splitFlags,
  type Stage,
} from './deploy-files.ts';

const { values: options } = parseArgs({
  options: {
    postgres: { type: 'string' },
    redis: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});

const context = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const nodeBin = dirname(process.execPath);
const isRoot = process.getuid?.() === 0;
const began = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const say = (text: string) => console.log(text);

const stages = parseDockerfile(readFileSync(join(context, 'Dockerfile'), 'utf8'));
const filter = parseDockerignore(
  existsSync(join(context, '.dockerignore'))
    ? readFileSync(join(context, '.dockerignore'), 'utf8')
    : '',
);

// The top folders the Dockerfile names (WORKDIR, VOLUME): mapped into each stage's folder
// wherever they start an absolute path in RUN, ENV or COPY.
const topFolders = new Set(
  stages
    .flatMap((stage) => stage.instructions)
    .filter(({ keyword }) => keyword === 'WORKDIR' || keyword === 'VOLUME')
    .flatMap(({ keyword, args }) => (keyword === 'VOLUME' ? pathsOf(args) : [args]))
    .filter((path) => path.startsWith('/'))
    .map((path) => path.split('/')[1]!),
);
const absolutePaths = new RegExp(
  `(^|[\\s=:'"])/(${[...topFolders].join('|')})(?=[/\\s'":]|$)`,
  'g',
);

/** Where a stage's file system stands, and what its instructions have set so far. */
interface StageState {
  index: number;
  name: string | undefined;
  root: string;
  workdir: string;
  env: Record<string, string>;
  user: string | undefined;
  volumes: string[];
  exposed: string[];
  cmd: string[] | undefined;
  healthcheck: { command: string[]; flags: Record<string, string> } | undefined;
}

const work = mkdtempSync(join(tmpdir(), 'fx-docker-steps-'));
// The server may run as another user: it must reach its folders.
chmodSync(work, 0o755);

const mapText = (state: StageState, text: string) =>
  topFolders.size === 0 ? text : text.replace(absolutePaths, `$1${state.root}/$2`);
const inStage = (state: StageState, path: string) =>
  path.startsWith('/') ? join(state.root, path) : join(state.root, state.workdir, path);

/** The `uid:gid` a numeric USER names; a name cannot be looked up without the image's passwd. */
function idsOf(user: string): { uid: number; gid: number } | undefined {
  const match = /^(\d+)(?::(\d+))?$/.exec(user);
  return match ? { uid: Number(match[1]), gid: Number(match[2] ?? match[1]) } : undefined;
}

/** What a RUN step or the server sees of this machine's environment: not npm's own variables. */
function hostEnvironment(): Record<string, string> {
  const kept =
    /^(HOME|LANG|LC_ALL|TMPDIR|TZ|(https?|no)_proxy|NODE_EXTRA_CA_CERTS|SSL_CERT_FILE)$/i;
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => kept.test(entry[0]) && entry[1] !== undefined,
    ),
  );
}

const IMAGE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
// Without root, chown cannot give files away: a stand-in says so instead of failing the step.
const shims = join(work, 'shims');
if (!isRoot) {
  mkdirSync(shims);
  writeFileSync(
    join(shims, 'chown'),
    '#!/bin/sh\necho "chown $* not done: this script does not run as root" >&2\n',
    { mode: 0o755 },
  );
}

function runEnvironment(state: StageState): Record<string, string> {
  const path = [...(isRoot ? [] : [shims]), nodeBin, state.env.PATH ?? IMAGE_PATH].join(':');
  return { ...hostEnvironment(), ...state.env, PATH: path };
}

function size(path: string): number {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((total, entry) => total + size(join(path, entry)), 0);
}
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function copy(state: StageState, args: string, done: StageState[]): string {
  const { flags, rest } = splitFlags(args);
  const paths = pathsOf(rest);
  const destination = paths.pop()!;
  if (paths.length === 0) throw new Error(`COPY ${args}: no source`);
  const target = inStage(state, destination);
  const intoFolder = destination.endsWith('/') || paths.length > 1;
  const from = flags.from
    ? done.find((stage) => stage.name === flags.from || String(stage.index) === flags.from)
    : undefined;
  if (flags.from && !from) throw new Error(`COPY --from=${flags.from}: no such stage before`);
  let files = 0;
  for (const source of paths) {
    if (/[*?[]/.test(source)) throw new Error(`COPY ${source}: wildcards are not run here`);
    let origin: string;
    if (from) origin = inStage(from, source);
    else {
      const inContext = posix.normalize(source).replace(/^\/+/, '');
      if (inContext.startsWith('..')) throw new Error(`COPY ${source}: outside the context`);
      if (inContext !== '.' && filter.ignored(inContext)) {
        throw new Error(`COPY ${source}: left out by .dockerignore`);
      }
      origin = join(context, inContext);
    }
    if (!existsSync(origin)) throw new Error(`COPY ${source}: not found`);
    const isFolder = statSync(origin).isDirectory();
    const to = isFolder ? target : intoFolder ? join(target, basename(origin)) : target;
    mkdirSync(isFolder ? to : dirname(to), { recursive: true });
    cpSync(origin, to, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (path) => {
        if (from) return true;
        const inContext = relative(context, path).split('\\').join('/');
        if (inContext === '') return true;
        const left = lstatSync(path).isDirectory()
          ? filter.skipsFolder(inContext)
          : filter.ignored(inContext);
        if (!left && !lstatSync(path).isDirectory()) files++;
        return !left;
      },
    });
    if (flags.chown) {
      if (isRoot) spawnSync('chown', ['-R', flags.chown, to], { stdio: 'inherit' });
      else say(`    --chown=${flags.chown} not done: this script does not run as root`);
    }
  }
  return from
    ? `from stage ${from.name ?? from.index}: ${megabytes(size(target))} at ${destination}`
    : `${files} files from the context (.dockerignore applied)`;
}

function run(state: StageState, args: string): string {
  const command = commandOf(args).map((part) => mapText(state, part));
  const ids = state.user ? idsOf(state.user) : undefined;
  const result = spawnSync(command[0]!, command.slice(1), {
    cwd: join(state.root, state.workdir),
    env: runEnvironment(state),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...(isRoot && ids ? ids : {}),
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error(`RUN ${args}: exit code ${result.status ?? result.signal}`);
  }
  const lastLine = `${result.stdout}\n${result.stderr}`.trim().split('\n').filter(Boolean).at(-1);
  return lastLine ? `last line: ${lastLine.trim()}` : 'done';
}

function checkBase(base: string): string {
  const match = /^node:(\d+)(?:[-.].*)?$/.exec(base);
  if (!match) throw new Error(`FROM ${base}: only node:<major> images can be stood in for here`);
  const major = process.versions.node.split('.')[0];
  if (major !== match[1]) {
    throw new Error(`FROM ${base}: this script runs on Node ${process.version}, not ${match[1]}`);
  }
  return `Node ${process.version} (${nodeBin}) stands in for the image's Node`;
}

function buildStage(stage: Stage, index: number, done: StageState[]): StageState {
  const state: StageState = {
    index,
    name: stage.name,
    root: join(work, stage.name ?? `stage-${index}`),
    workdir: '/',
    env: {},
    user: undefined,
    volumes: [],
    exposed: [],
    cmd: undefined,
    healthcheck: undefined,
  };
  mkdirSync(state.root);
  say(`\nFROM ${stage.base}${stage.name ? ` AS ${stage.name}` : ''}`);
  say(`    ${checkBase(stage.base)}; file system at ${state.root}`);
  for (const { keyword, args } of stage.instructions) {
    const started = performance.now();
    let detail: string;
    switch (keyword) {
      case 'WORKDIR':
        state.workdir = posix.resolve(state.workdir, args);
        mkdirSync(join(state.root, state.workdir), { recursive: true });
        detail = join(state.root, state.workdir);
        break;
      case 'ENV':
        for (const [name, value] of parseEnv(args)) state.env[name] = mapText(state, value);
        detail = Object.entries(state.env)
          .map(([name, value]) => `${name}=${value}`)
          .join(' ');
        break;
      case 'COPY':
        detail = copy(state, args, done);
        break;
      case 'RUN':
        detail = run(state, args);
        break;
      case 'VOLUME':
        state.volumes.push(...pathsOf(args));
        detail = `a folder of this stage: ${state.volumes.map((path) => inStage(state, path)).join(', ')}`;
        break;
      case 'USER':
        state.user = args;
        detail = !idsOf(args)
          ? 'a name: not switched here (no passwd of the image to look it up in)'
          : isRoot
            ? `the server and its health check run as uid ${idsOf(args)!.uid}, gid ${idsOf(args)!.gid}, as in the image`
            : `not switched: this script runs as uid ${process.getuid?.()}, not root, so the server runs as that user`;
        break;
      case 'EXPOSE':
        state.exposed.push(...args.split(/\s+/));
        detail = 'the server listens on a free port here instead (PORT), as docker run -p maps it';
        break;
      case 'HEALTHCHECK': {
        const { flags, rest } = splitFlags(args);
        if (!rest.startsWith('CMD ')) throw new Error(`HEALTHCHECK ${args}: expected CMD`);
        state.healthcheck = { command: commandOf(rest.slice(4).trim()), flags };
        detail = 'run against each start below';
        break;
      }
      case 'CMD':
        state.cmd = commandOf(args);
        detail = 'started below';
        break;
      case 'LABEL':
        detail = 'metadata';
        break;
      default:
        throw new Error(`${keyword} is not run by this script: teach it, or do without`);
    }
    const shown = `${keyword} ${args}`.replace(/\s+/g, ' ');
    say(`  ${shown.length > 96 ? `${shown.slice(0, 93)}...` : shown}`);
    say(`    -> ${detail} (${seconds(started)})`);
  }
  return state;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

const durations = (value: string | undefined, fallback: number) => {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(value ?? '');
  if (!match) return fallback;
  return Number(match[1]) * { ms: 1, s: 1000, m: 60_000 }[match[2] as 'ms' | 's' | 'm'];
};

interface Started {
  output: string;
}

/** Starts the image's CMD, waits for its HEALTHCHECK, asks for `/`, then stops it with SIGTERM. */
async function start(
  image: StageState,
  label: string,
  overrides: Record<string, string>,
): Promise<Started> {
  say(`\nStart: ${label}`);
  const { cmd, healthcheck } = image;
  if (!cmd) throw new Error('the last stage has no CMD');
  if (!healthcheck) throw new Error('the last stage has no HEALTHCHECK');
  const port = await freePort();
  const env: Record<string, string> = {
    ...image.env,
    PATH: `${nodeBin}:${image.env.PATH ?? IMAGE_PATH}`,
    ...overrides,
    PORT: String(port),
  };
  const ids = image.user ? idsOf(image.user) : undefined;
  const spawnOptions = {
    cwd: join(image.root, image.workdir),
    env,
    ...(isRoot && ids ? ids : {}),
  };
  const started = performance.now();
  const child: ChildProcess = spawn(cmd[0]!, cmd.slice(1), {
    ...spawnOptions,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  let failure: unknown;
  try {
    const limit =
      durations(healthcheck.flags['start-period'], 0) +
      durations(healthcheck.flags.interval, 30_000) * Number(healthcheck.flags.retries ?? 3);
    let checks = 0;
    for (;;) {
      if (hasExited) throw new Error(`the server stopped before it was healthy:\n${output}`);
      if (performance.now() - started > limit) {
        throw new Error(`no healthy answer within ${limit / 1000} s:\n${output}`);
      }
      checks++;
      const check = spawnSync(healthcheck.command[0]!, healthcheck.command.slice(1), {
        ...spawnOptions,
        timeout: durations(healthcheck.flags.timeout, 30_000),
      });
      if (check.status === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    say(`    HEALTHCHECK passed after ${seconds(started)} (${checks} runs of its command)`);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    const html = await page.text();
    if (!page.ok || !html.includes('<div id="root"')) {
      throw new Error(`GET / answered ${page.status} without the web app`);
    }
    say(`    GET / answered ${page.status} with the built web app`);
  } catch (error) {
    failure = error;
  }
  const stopping = performance.now();
  if (!hasExited) child.kill('SIGTERM');
  // docker stop waits 10 s before it kills.
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  const [code, signal] = await exited;
  clearTimeout(timer);
  if (failure) throw failure;
  if (code !== 0) throw new Error(`stopped with ${signal ?? `exit code ${code}`}:\n${output}`);
  say(`    SIGTERM: exit code 0 after ${seconds(stopping)}`);
  return { output };
}

/** The database-ready log line's fields. */
function databaseReady(output: string): { dialect?: string; migrations?: string[] } {
  for (const line of output.split('\n')) {
    if (!line.includes('"database ready"')) continue;
    return JSON.parse(line) as { dialect?: string; migrations?: string[] };
  }
  throw new Error(`no "database ready" line in:\n${output}`);
}

/** compose.yaml's environment for the app, with the host's PostgreSQL and Redis in it. */
function composeEnvironment(postgres: string, redis: string): Record<string, string> {
  const compose = parseYaml(readFileSync(join(context, 'compose.yaml'), 'utf8')) as {
    services: { app: { environment: Record<string, string | number> } };
  };
  const variables = { POSTGRES_PASSWORD: 'steps', PUBLIC_URL: 'https://shop.example.test' };
  const env = Object.fromEntries(
    Object.entries(compose.services.app.environment).map(([name, value]) => [
      name,
      interpolate(String(value), variables),
    ]),
  );
  // The services' names do not resolve here: the host's servers stand in for them.
  say(`    compose.yaml's app environment: ${Object.keys(env).join(', ')}`);
  say(
    `    DATABASE_URL and REDIS_URL point at this machine's servers instead of postgres and redis`,
  );
  return {
    ...env,
    DATABASE_URL: postgres,
    REDIS_URL: redis,
    // Apart from other users of the same Redis.
    REDIS_PREFIX: `docker-steps-${randomUUID()}:`,
  };
}

/** A schema of its own in the given database, selected through search_path, dropped after. */
async function withSchema(url: string, use: (url: string) => Promise<void>) {
  const schema = `docker_steps_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema ${schema}`);
  try {
    const scoped = new URL(url);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    await use(scoped.toString());
  } finally {
    await admin(`drop schema ${schema} cascade`);
  }
}

let failed = false;
try {
  say(`Running the Dockerfile's steps on this machine (no container engine): ${work}`);
  const done: StageState[] = [];
  stages.forEach((stage, index) => done.push(buildStage(stage, index, done)));
  const image = done.at(-1)!;
  const appFolder = join(image.root, image.workdir);
  say(
    `\nThe image's ${image.workdir}: ${megabytes(size(appFolder))}, of which node_modules ${megabytes(size(join(appFolder, 'node_modules')))}, dist ${megabytes(size(join(appFolder, 'dist')))}`,
  );

  if (options.postgres && options.redis) {
    await withSchema(options.postgres, async (postgres) => {
      const { output } = await start(
        image,
        'as compose.yaml runs it, on PostgreSQL and Redis',
        composeEnvironment(postgres, options.redis!),
      );
      const ready = databaseReady(output);
      if (ready.dialect !== 'postgres') throw new Error(`ran on ${ready.dialect}, not PostgreSQL`);
      say(`    on PostgreSQL, ${ready.migrations?.length ?? 0} migrations applied`);
    });
  } else {
    say(
      '\nNot started on PostgreSQL and Redis: give --postgres <url> --redis <url> (the test does)',
    );
  }

  const volume = image.volumes[0];
  if (!volume) throw new Error('the image declares no VOLUME');
  const database = image.env.DATABASE_URL?.replace(/^file:/, '') ?? '';
  if (!database.startsWith(inStage(image, volume))) {
    throw new Error(`the image's DATABASE_URL (${image.env.DATABASE_URL}) is not on ${volume}`);
  }
  const first = databaseReady(
    (await start(image, `on SQLite, on the volume ${volume}`, {})).output,
  );
  const owner = statSync(database).uid;
  say(
    `    ${database}: ${first.migrations?.length ?? 0} migrations applied; the file belongs to uid ${owner}`,
  );
  const ids = image.user ? idsOf(image.user) : undefined;
  if (isRoot && ids && owner !== ids.uid) throw new Error(`the database is not the USER's`);

  const again = databaseReady(
    (await start(image, `again on the same volume, as after docker stop and start`, {})).output,
  );
  if (again.migrations?.length !== 0) throw new Error('the restart applied migrations again');
  say('    the data was kept: no migration to apply');
  say(`\nThe Dockerfile's steps ran and its image served, in ${seconds(began)}.`);
} catch (error) {
  failed = true;
  console.error(`\ndocker-steps failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (options.keep) say(`Kept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
