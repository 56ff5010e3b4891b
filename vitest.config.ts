import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['tests/setup/console-errors.ts'],
          globalSetup: ['tests/setup/temporary-directory.ts', 'tests/setup/postgres-notice.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/console-errors.ts', 'src/web/test/setup.ts'],
          // vi.stubGlobal (fetch, mostly) is undone after each test.
          unstubGlobals: true,
        },
      },
    ],
  },
});
