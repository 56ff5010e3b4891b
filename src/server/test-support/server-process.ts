/** The production server as a child process on a free loopback port, for process-level tests and the benchmark. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';

/**
 * How `npm start` runs the server (package.json's start script says the same, and a test holds
 * the two together):
 * - a young generation of at most 2 x 4 MB, where V8 lets it grow to 64 MB under load;
 * - an old generation of at most 512 MB, ten times what the server keeps alive: below 2 GB V8
 *   lets the heap grow to about 1.4 times what survived the last full collection, where on a
 *   machine with more memory it waits for four times as much;
 * - the compile cache on before the first module loads.
 */
export const SERVER_NODE_OPTIONS = [
  '--max-semi-space-size=4',
  '--max-old-space-size=512',
  '--import',
  './src/server/compile-cache.mjs',
] as const;

/** What `npm start` and the image run: the server bundled by `npm run build` (build-server.ts). */
export const SERVER_BUNDLE = 'dist/server/main.js';

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** From spawn to the first successful health check. */
  startupMs: number;
  /** What the server has written so far (its log), standard output and error together. */
  output(): string;
  /** The server's process.memoryUsage(), when started with `reportMemory`. */
  memoryUsage(): Promise<NodeJS.MemoryUsage>;
}

export interface ServerProcessOptions {
  /** Loads memory-report.ts into the server, which answers memoryUsage() over IPC. */
  reportMemory?: boolean;
  /**
   * Runs the production bundle, as npm start does (the bench), rather than the sources (the
   * tests, which run before the build).
   */
  bundle?: boolean;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startServerProcess(
  env: Record<string, string>,
  { reportMemory = false, bundle = false }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const reporter = reportMemory ? ['--import', './src/server/test-support/memory-report.ts'] : [];
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_OPTIONS, ...reporter, bundle ? SERVER_BUNDLE : 'src/server/main.ts'],
    {
      // ENV_FILE empty: a developer's .env does not reach the server under test.
      env: {
        ...process.env,
        ENV_FILE: '',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: reportMemory ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    },
  );
  // Kept for the test to read, and passed on as before.
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk;
    process.stderr.write(chunk);
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      return {
        child,
        baseUrl,
        startupMs: performance.now() - started,
        output: () => output,
        memoryUsage: () => askMemoryUsage(child),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function askMemoryUsage(child: ChildProcess): Promise<NodeJS.MemoryUsage> {
  if (!child.send) throw new Error('the server was started without reportMemory');
  const answer = once(child, 'message') as Promise<[NodeJS.MemoryUsage]>;
  child.send('memory');
  return (await answer)[0];
}

/** Sends the signal and resolves with the exit code (null when killed by the signal). */
export async function stopServerProcess(
  server: ServerProcess,
  signal: NodeJS.Signals,
): Promise<number | null> {
  const exited = once(server.child, 'exit');
  server.child.kill(signal);
  const [code] = await exited;
  return code as number | null;
}
