import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the CPUs: one worker on a 2-CPU CI machine. The API
    // files are database-bound and independent (each has its own database), so use every CPU.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The long crash and shutdown runs have their own project: npm run test:hard. The one
          // test that replaces a module (vi.mock) runs with the unit tests, each file on its own.
          exclude: [...configDefaults.exclude, 'test/hard/**', 'src/lib/server-texts.test.ts'],
          // Each file builds its own app on its own database copy, so nothing is shared through
          // modules: importing the app once per worker instead of once per file saved a quarter of
          // the suite's time (import was 585 of about 2,000 worker-seconds).
          isolate: process.env.VITEST_ISOLATE === 'true',
          globalSetup: ['test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'hard',
          root: 'apps/api',
          include: ['test/hard/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          // One file at a time: these measure timing and crash the server, so they must not share the CPU.
          fileParallelism: false,
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'unit',
          include: [
            'packages/contract/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
            'apps/api/src/lib/server-texts.test.ts',
          ],
          environment: 'node',
        },
      },
    ],
  },
});
