// The unit projects start no process: a test that spawns one (a server, a cluster, a script)
// throws here, and belongs in a *.system.test.ts, which `npm run test:system` runs. Each test
// file runs in a worker of its own, so the system project's workers keep the real functions.
import childProcess from 'node:child_process';
import cluster from 'node:cluster';
import { syncBuiltinESMExports } from 'node:module';

function refused(name: string) {
  return (command?: unknown) => {
    throw new Error(
      `${name}(${typeof command === 'string' ? command : ''}) in a unit test: spawning belongs in a *.system.test.ts`,
    );
  };
}

const spawners = [
  'spawn',
  'spawnSync',
  'fork',
  'exec',
  'execSync',
  'execFile',
  'execFileSync',
] as const;
for (const name of spawners) {
  Object.defineProperty(childProcess, name, { value: refused(`child_process.${name}`) });
}
Object.defineProperty(cluster, 'fork', { value: refused('cluster.fork') });
// `import { spawn } from 'node:child_process'` reads the replaced functions too.
syncBuiltinESMExports();
