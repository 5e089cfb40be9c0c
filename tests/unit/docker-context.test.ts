import fs from 'node:fs'

import ignore from 'ignore'
import { describe, expect, it } from 'vitest'

// .dockerignore's patterns used here are plain names and globs at the root, which Docker and
// the gitignore rules of `ignore` read alike.
const leftOut = ignore().add(fs.readFileSync('.dockerignore', 'utf8'))

describe("the app image's build context", () => {
  it('leaves out backup archives and environment files: they hold the data and its keys', () => {
    for (const file of [
      'backups/agency-2026-01-01T00-00-00.tar.gz',
      '.env',
      '.env.production',
      'data/.payload-secret',
    ])
      expect(leftOut.ignores(file), file).toBe(true)
  })

  it('keeps what the build needs', () => {
    for (const file of ['package.json', 'adapters/server.ts', 'scripts/serve.ts', '.env.example'])
      expect(leftOut.ignores(file), file).toBe(false)
  })
})
