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
          // The long crash and shutdown runs have their own project: npm run test:hard.
          exclude: [...configDefaults.exclude, 'test/hard/**'],
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
          ],
          environment: 'node',
        },
      },
    ],
  },
});
