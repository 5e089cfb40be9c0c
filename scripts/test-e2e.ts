// `npm run test:e2e`: the browser tests, in Debian's Chromium (never a downloaded browser).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { CHROMIUM_PATH } from './chromium-path'

const CHROMIUM = CHROMIUM_PATH

if (!fs.existsSync(CHROMIUM)) {
  console.error(
    `The browser tests need Chromium at ${CHROMIUM}. Install it with:\n\n  apt-get install -y chromium\n`,
  )
  process.exit(1)
}

const result = spawnSync(
  'node_modules/.bin/vitest',
  ['run', '--project', 'e2e', ...process.argv.slice(2)],
  { stdio: 'inherit' },
)
process.exit(result.status ?? 1)
