import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacro } from './scripts/lingui-macro';

export default defineConfig({
  // Same lingui macro pass and catalog loading (.po as modules) as the app build (vite.config.ts).
  plugins: [linguiMacro(), lingui()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'server/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app on its own temp SQLite file.
          pool: 'forks',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // The same suite on a real PostgreSQL that the run starts (tests/server/postgres-setup.ts);
          // each test server gets a database of its own on it.
          name: 'server-pg',
          include: ['tests/server/**/*.test.ts'],
          // SQLite's locking, tested against a second connection to the same file.
          exclude: ['tests/server/write-transaction.test.ts'],
          globalSetup: ['tests/server/postgres-setup.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
