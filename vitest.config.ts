import fs from 'node:fs'
import path from 'node:path'

import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Unit tests are pure and need no build; integration tests boot Payload on their own temporary
// database (a copy of the run's migrated template), one test file a process.
// TEST_DATABASE=postgres: that database is one on a PostgreSQL server (TEST_POSTGRES_URL) instead of
// a SQLite file; the extra setup files run only then, so SQLite runs are unchanged.
const postgres = process.env.TEST_DATABASE === 'postgres'

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@contract': path.resolve('contract') } },
  test: {
    // Test processes resolve packages as the app's processes do (NODE_CONDITIONS, scripts/ts-process.ts;
    // written out here since Vite's config loader wants no extensionless import).
    execArgv: ['--conditions=production'],
    // Outside production Payload regenerates cms/payload-types.ts in a process of its own at every
    // start (about 5 s of CPU, each rewriting the same file): test servers leave it to
    // tests/unit/generated-types.test.ts, which checks the committed file once per run.
    env: { PAYLOAD_TYPES_GENERATED: 'elsewhere' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'tests/unit/**/*.test.ts',
            'contract/**/*.test.ts',
            'cms/**/*.test.ts',
            'adapters/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          // tests/postgres: what only PostgreSQL has (its migrations, read replicas).
          include: ['tests/int/**/*.test.ts', ...(postgres ? ['tests/postgres/**/*.test.ts'] : [])],
          environment: 'node',
          pool: 'forks',
          // One file at a time per engine: `npm test` runs SQLite and PostgreSQL side by side, which
          // keeps both cores about 80 % busy. Two each finished a 25-file sample 9 % sooner, but
          // doubled the contention that the lease and timeout tests must stay correct under.
          maxWorkers: 1,
          setupFiles: [
            'tests/helpers/setup-env.ts',
            ...(postgres ? ['tests/helpers/postgres-setup.ts'] : []),
          ],
          globalSetup: [
            'tests/helpers/global-setup.ts',
            ...(postgres ? ['tests/helpers/postgres-global-setup.ts'] : []),
          ],
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        test: {
          // Three instances behind HAProxy on PostgreSQL, Redis and S3 under load (npm run test:cluster).
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 600_000,
          hookTimeout: 600_000,
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
      // Without Chromium (and without REQUIRE_E2E=1, which CI sets) the browser tests are left out; npm run test:e2e says how to install it.
      ...(fs.existsSync('/usr/bin/chromium') || process.env.REQUIRE_E2E === '1'
        ? [
            {
              extends: true as const,
              test: {
                // Browser tests: Debian's Chromium against the real server with demo data (npm run test:e2e).
                name: 'e2e',
                include: ['tests/e2e/**/*.e2e.ts'],
                environment: 'node',
                globalSetup: ['tests/e2e/global-setup.ts'],
                fileParallelism: false,
                testTimeout: 60_000,
                hookTimeout: 300_000,
                // A page may first load a language or a route chunk: give polled expectations time on a busy machine.
                expect: { poll: { timeout: 15_000, interval: 100 } },
              },
            },
          ]
        : []),
    ],
  },
})
