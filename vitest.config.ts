import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    // Every migration applied once, to the template each test file's database starts from.
    globalSetup: ['tests/support/template-database.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every file gets its own database (a fresh PGlite directory, or a fresh PostgreSQL database), so files run side
    // by side; two at a time even on two cores, because most of their time is spent waiting on servers they start.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
