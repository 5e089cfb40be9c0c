import os from 'node:os'

import { describe, expect, it } from 'vitest'

import { loadEnv } from '@cms/env'
import { bannerText } from './banner'

describe('bannerText', () => {
  it('names a PostgreSQL database by host and name, never with its password', () => {
    const e = loadEnv({
      NODE_ENV: 'production',
      DATA_DIR: os.tmpdir(),
      PAYLOAD_SECRET: 'a-secret-of-sixteen-chars',
      DATABASE_URI: 'postgres://agency:s3cret-word@db.internal:5432/agency',
    })
    const text = bannerText('http://localhost:3000', e, 1000)
    expect(text).toContain('PostgreSQL (db.internal:5432/agency)')
    expect(text).not.toContain('s3cret-word')
  })
})
