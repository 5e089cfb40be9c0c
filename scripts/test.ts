// `npm test`: formatting, lint, type-check, unit and integration tests, then the browser tests in Chromium.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { ensureBuilt } from './build-steps'
import { CHROMIUM_PATH } from './chromium-path'
import { printSlowest } from './slowest-files'
import { printStepTimes, recordStep } from './step-times'
import { TEST_POSTGRES_URL, postgresProblem } from '../tests/helpers/postgres-server'

const run = (title: string, cmd: string, args: string[], env: Record<string, string> = {}) => {
  console.log(`\n━━ ${title}`)
  const started = Date.now()
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(
    `━━ ${title}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  )
  recordStep(title, started, r.status === 0)
  if (r.status !== 0) fail(r.status ?? 1)
}

// The integration runs' reports, from which the ten slowest test files are printed at the end.
const reports: Record<string, string> = {}

const fail = (code: number): never => {
  printSlowest(reports)
  printSlowest(reports)
  printStepTimes()
  process.exit(code)
}

run('formatting (Prettier; `npm run format` rewrites)', 'node_modules/.bin/prettier', [
  '--check',
  '--log-level',
  'warn',
  '.',
])
run('lint (boundaries, cycles, import order, TypeScript rules)', 'node_modules/.bin/eslint', ['.'])
run('type-check (server, CMS, tests)', 'node_modules/.bin/tsc', ['--noEmit', '-p', 'tsconfig.json'])
run('route types (React Router typegen)', 'node_modules/.bin/react-router', ['typegen', 'site'])
run('type-check (site)', 'node_modules/.bin/tsc', ['--noEmit', '-p', 'site/tsconfig.json'])
run('unit tests (server, contract, site)', 'node_modules/.bin/vitest', [
  'run',
  '--project',
  'unit',
  '--project',
  'site',
])
// The build the integration and browser tests load, once, before the runs that share it.
console.log('\n━━ build (site and admin, when their sources changed)')
const buildStarted = Date.now()
await ensureBuilt(['site', 'admin'])
recordStep('build (site and admin)', buildStarted, true)

// The integration tests on SQLite, then, when a server answers at TEST_POSTGRES_URL, the same files
// (and tests/postgres) on PostgreSQL: each file on a copy of the run's migrated template database,
// two workers an engine (vitest.config.ts); REQUIRE_POSTGRES=1 (CI) makes a missing PostgreSQL a failure.
const postgres = await postgresProblem()
const postgresServer = TEST_POSTGRES_URL.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@')
if (postgres && process.env.REQUIRE_POSTGRES === '1') {
  console.error(
    `\nThe PostgreSQL integration tests need a server at ${postgresServer}: ${postgres}`,
  )
  fail(1)
}
Object.assign(reports, {
  SQLite: 'test-results/int-sqlite.json',
  ...(postgres ? {} : { PostgreSQL: 'test-results/int-postgres.json' }),
})
// A report left by an earlier run must not be read as this one's.
for (const report of Object.values(reports)) fs.rmSync(report, { force: true })
const integration = (engine: string, env: Record<string, string>) =>
  run(
    `integration tests on ${engine} (real server)`,
    'node_modules/.bin/vitest',
    [
      'run',
      '--project',
      'int*',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports[engine]}`,
    ],
    { SKIP_BUILD: '1', ...env },
  )
integration('SQLite', {})
if (!postgres) integration('PostgreSQL', { TEST_DATABASE: 'postgres' })
else
  console.log(
    `\n━━ integration tests (PostgreSQL) NOT run: no usable PostgreSQL at ${postgresServer} (${postgres}).` +
      ' Install one (`apt-get install -y postgresql`), make a role that may create databases' +
      " (`CREATE ROLE agency LOGIN CREATEDB PASSWORD 'agency'`) and set TEST_POSTGRES_URL if it is not" +
      ' postgres://agency:agency@localhost:5432/postgres; `bash .ci/run` does all of it.',
  )

// Three instances from the build above on PostgreSQL, Redis and S3 behind HAProxy, one killed under
// load (tests/cluster): it says itself why it is skipped where PostgreSQL, HAProxy or Redis is
// missing, and CI (REQUIRE_CLUSTER=1) makes that a failure.
run(
  'cluster test (3 instances behind HAProxy, one killed under load)',
  'node_modules/.bin/vitest',
  ['run', '--project', 'cluster'],
  { SKIP_BUILD: '1' },
)

const chromium = CHROMIUM_PATH
if (fs.existsSync(chromium)) {
  run('browser tests (Chromium)', 'node_modules/.bin/tsx', ['scripts/test-e2e.ts'])
} else if (process.env.REQUIRE_E2E === '1') {
  console.error(`\nThe browser tests need Chromium at ${chromium}: apt-get install -y chromium`)
  fail(1)
} else {
  console.log(
    `\n━━ browser tests NOT run: no Chromium at ${chromium}. Install it with \`apt-get install -y chromium\` (CI does).`,
  )
}
printSlowest(reports)
printStepTimes()
