// `npm test`: formatting, lint, type-check, unit and integration tests, then the browser tests in Chromium.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { CHROMIUM_PATH } from './chromium-path'

const run = (title: string, cmd: string, args: string[], env: Record<string, string> = {}) => {
  console.log(`\n━━ ${title}`)
  const started = Date.now()
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(
    `━━ ${title}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  )
  if (r.status !== 0) process.exit(r.status ?? 1)
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
run('integration tests (real server, SQLite)', 'node_modules/.bin/vitest', [
  'run',
  '--project',
  'int',
])

const chromium = CHROMIUM_PATH
if (fs.existsSync(chromium)) {
  run('browser tests (Chromium)', 'node_modules/.bin/tsx', ['scripts/test-e2e.ts'])
} else if (process.env.REQUIRE_E2E === '1') {
  console.error(`\nThe browser tests need Chromium at ${chromium}: apt-get install -y chromium`)
  process.exit(1)
} else {
  console.log(
    `\n━━ browser tests NOT run: no Chromium at ${chromium}. Install it with \`apt-get install -y chromium\` (CI does).`,
  )
}
