import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Test files that need a process of their own: they check state the server keeps per process (the prepared-statement
 * names, at most 200 per process). Every other file shares its worker's modules with the files before it (`isolate:
 * false`): the server's code is imported once per worker instead of once per file, which was most of the suite's time.
 */
const OWN_PROCESS = ['tests/api/infra/prepared-statements.test.ts'];

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    environment: 'node',
    // Every migration applied once, to the template each test file's database starts from.
    globalSetup: ['tests/support/template-database.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every file gets its own database (copied from the template: a PGlite directory, or a PostgreSQL database), so
    // files run side by side; two at a time even on two cores, because most of their time is spent waiting on servers
    // they start.
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
          exclude: OWN_PROCESS,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS, isolate: true } },
    ],
  },
});
