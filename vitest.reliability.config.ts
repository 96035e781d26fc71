import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:reliability`: fuzzing, crash recovery and overload, one file at a time (each measures or kills an
// API of its own). Longer than `npm test` allows; CI runs it on PostgreSQL.
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // The SDK workspace from its source, as tsconfig.json's paths map it (its dist/ is built for npm pack only).
      '@loadout/sdk': path.resolve(import.meta.dirname, 'sdk/src/index.ts'),
    },
  },
  test: {
    include: ['tests/reliability/**/*.test.ts'],
    environment: 'node',
    // Every migration applied once, to the template each test file's database starts from.
    globalSetup: ['tests/support/template-database.ts'],
    pool: 'forks',
    testTimeout: 600_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
