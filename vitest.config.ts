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
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'server/**/*.test.ts'],
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
    ],
  },
});
