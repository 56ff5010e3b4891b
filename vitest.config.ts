import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Two tiers. `npm run test:unit` (projects node and web) starts no process: tests/setup/
 * no-processes.ts makes spawning throw there. What starts servers, clusters or scripts as
 * processes is in *.system.test.ts files, run by `npm run test:system`; so is the fuzzing of every
 * route, which starts none but takes a minute or more alone, a test of the whole app rather than
 * of a part. `npm test` runs both.
 */
const SYSTEM = '**/*.system.test.ts';

const server = {
  environment: 'node',
  globalSetup: [
    'tests/setup/temporary-directory.ts',
    'tests/setup/test-database-templates.ts',
    'tests/setup/postgres-notice.ts',
  ],
  testTimeout: 20_000,
  hookTimeout: 30_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...server,
          name: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, SYSTEM],
          setupFiles: ['tests/setup/console-errors.ts', 'tests/setup/no-processes.ts'],
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: [
            'tests/setup/console-errors.ts',
            'tests/setup/no-processes.ts',
            'src/web/test/setup.ts',
          ],
          // vi.stubGlobal (fetch, mostly) is undone after each test.
          unstubGlobals: true,
        },
      },
      {
        test: {
          ...server,
          name: 'system',
          include: ['src/server/**/*.system.test.ts', 'scripts/**/*.system.test.ts'],
          setupFiles: ['tests/setup/console-errors.ts'],
        },
      },
    ],
  },
});
