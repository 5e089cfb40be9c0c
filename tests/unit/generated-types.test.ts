import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, it } from 'vitest'

// Test processes start Payload without regenerating its types (PAYLOAD_TYPES_GENERATED, vitest.config.ts):
// this one check per run says whether the committed types still follow the configuration.
it('cms/payload-types.ts is what Payload generates from the configuration', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-types-'))
  const output = path.join(dir, 'payload-types.ts')
  try {
    const run = spawnSync('npm', ['run', '--silent', 'generate:types'], {
      encoding: 'utf8',
      env: { ...process.env, PAYLOAD_TS_OUTPUT_PATH: output },
    })
    expect(run.status, run.stderr).toBe(0)
    const committed = fs.readFileSync('cms/payload-types.ts', 'utf8')
    expect(
      fs.readFileSync(output, 'utf8') === committed,
      'cms/payload-types.ts is out of date: run `npm run generate:types` and commit it',
    ).toBe(true)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}, 60_000)
