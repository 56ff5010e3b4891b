/**
 * `npm run test:unit` and `npm run test:system`: Vitest over the projects named as arguments,
 * with one allowance. Now and then a forks-pool worker process dies in the middle of a test file
 * with no output and no failing test ("Worker exited unexpectedly": a Vitest crash reported
 * upstream on Node 24 whatever the tests do). The files such a death left unfinished run once
 * more, alone; they pass or the tier fails. A failing test, any other error or a second death
 * fails the tier as before.
 */
import type { TestRunResult } from 'vitest/node';
import { createVitest } from 'vitest/node';

const FINISHED = new Set(['passed', 'failed', 'skipped']);

const projects = process.argv.slice(2);
const vitest = await createVitest('test', { watch: false, project: projects });

/** A forks-pool worker's death as Vitest reports it. */
const isWorkerDeath = (error: unknown) =>
  error instanceof Error &&
  error.cause instanceof Error &&
  error.cause.message === 'Worker exited unexpectedly';

const failedModules = (result: TestRunResult) =>
  result.testModules.filter((module) => module.state() === 'failed');

let code: number;
try {
  let result = await vitest.start();
  const unfinished = result.testModules.filter((module) => !FINISHED.has(module.state()));
  const onlyDeaths =
    result.unhandledErrors.length > 0 && result.unhandledErrors.every(isWorkerDeath);
  if (onlyDeaths && unfinished.length > 0 && failedModules(result).length === 0) {
    console.log(
      `\nA test worker died in ${unfinished.map((module) => module.relativeModuleId).join(', ')} with no failing test: running it once more.\n`,
    );
    result = await vitest.runTestSpecifications(
      unfinished.map((module) => module.project.createSpecification(module.moduleId)),
    );
  }
  code = result.unhandledErrors.length > 0 || failedModules(result).length > 0 ? 1 : 0;
} finally {
  await vitest.close();
}
process.exit(code);
