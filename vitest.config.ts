import fs from 'node:fs'
import path from 'node:path'

import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import type { InlineConfig } from 'vitest/node'

// Unit tests are pure and need no build; integration tests boot Payload on their own temporary
// database (a copy of the run's migrated template), with their own data folder and settings.
// TEST_DATABASE=postgres: that database is one on a PostgreSQL server (TEST_POSTGRES_URL) instead of
// a SQLite file; the extra setup files run only then, so SQLite runs are unchanged.
const postgres = process.env.TEST_DATABASE === 'postgres'

// The integration tests: the real server on a database of each file's own.
const integration: InlineConfig = {
  // tests/postgres: what only PostgreSQL has (its migrations, read replicas).
  include: ['tests/int/**/*.test.ts', ...(postgres ? ['tests/postgres/**/*.test.ts'] : [])],
  environment: 'node',
  pool: 'forks',
  // Both cores: `npm test` runs the engines one after the other, each on two workers (SQLite about
  // 5 min on a two-core machine, where one worker took 8 min and two engines side by side 10).
  maxWorkers: 2,
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
}

/** Integration files that run in a process of their own. */
const OWN_PROCESS = [
  // Next's admin and Payload's REST API under it: Next sets itself up once per process.
  'tests/int/accounts-payload-rest.test.ts',
  'tests/int/admin-french.test.ts',
  'tests/int/admin-portals-bulk.test.ts',
  'tests/int/admin-portals-view.test.ts',
  'tests/int/alert-consent.test.ts',
  'tests/int/cms-api-clients.test.ts',
  'tests/int/dashboard.test.ts',
  'tests/int/media-s3.test.ts',
  'tests/int/offer-audience.test.ts',
  'tests/int/offer-views.test.ts',
  'tests/int/offers-bulk-rest.test.ts',
  'tests/int/portals-delete.test.ts',
  'tests/int/proxy-and-staff-config.test.ts',
  'tests/int/reset-and-login-limits.test.ts',
  'tests/int/retention.test.ts',
  'tests/int/rich-text.test.ts',
  'tests/int/security-staff-mail-queue.test.ts',
  'tests/int/security-staff-rest.test.ts',
  'tests/int/server.test.ts',
  'tests/int/uploaded-files.test.ts',
]

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@contract': path.resolve('contract'), '@cms': path.resolve('cms') } },
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
      // Most integration files share their worker's process with the files run before them (the
      // server's modules are imported once per worker, not once per file); each still gets its own
      // settings, data folder, database and Payload instance (tests/helpers/setup-env.ts).
      {
        extends: true,
        test: { ...integration, name: 'int', exclude: OWN_PROCESS, isolate: false },
      },
      // Those that need a process of their own: Next's admin, which is set up once per process.
      { extends: true, test: { ...integration, name: 'int-alone', include: OWN_PROCESS } },
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
                // Once more only when Chromium's page process itself died ("Page crashed"): that is
                // the browser failing, not the site; any other failure fails at once.
                retry: { count: 1, condition: /Page crashed|Target crashed/ },
              },
            },
          ]
        : []),
    ],
  },
})
