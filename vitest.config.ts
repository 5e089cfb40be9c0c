import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Integration tests boot Payload on their own temporary database, one test file a process.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts', 'cms/**/*.test.ts', 'adapters/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          setupFiles: ['tests/helpers/setup-env.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'site',
          include: ['site/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['site/src/test/setup.ts'],
        },
      },
    ],
  },
})
