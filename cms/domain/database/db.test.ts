import { describe, expect, it } from 'vitest'

import { databaseAdapter } from './db'
import { loadEnv } from '../../env'

describe('DATABASE_READ_URIS', () => {
  const base = {
    NODE_ENV: 'test',
    PAYLOAD_SECRET: 'test-secret-0123456789abcdef',
    DATA_DIR: process.env.DATA_DIR,
  } as const

  it('is a comma-separated list of connection strings, empty when unset', () => {
    expect(
      loadEnv({ ...base, DATABASE_READ_URIS: ' postgres://a/db , ,postgresql://b/db,' })
        .DATABASE_READ_URIS,
    ).toEqual(['postgres://a/db', 'postgresql://b/db'])
    expect(loadEnv(base).DATABASE_READ_URIS).toEqual([])
  })

  it('is refused beside a database that is not PostgreSQL, rather than ignored', async () => {
    await expect(databaseAdapter('file:./never.db', ['postgres://replica/db'])).rejects.toThrow(
      /PostgreSQL/,
    )
    await expect(
      databaseAdapter('mongodb://localhost/db', ['postgres://replica/db']),
    ).rejects.toThrow(/PostgreSQL/)
  })
})
