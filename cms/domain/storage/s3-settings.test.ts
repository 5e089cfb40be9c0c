import { describe, expect, it } from 'vitest'

import { loadEnv as loadFrom } from '../../env'

const base = { PAYLOAD_SECRET: 'a-test-secret-of-some-length', DATA_DIR: '/tmp/agency-env-test' }
const loadEnv = (vars: Record<string, string>) => loadFrom(vars as NodeJS.ProcessEnv)
const keys = { S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'secret' }

describe('the S3_* settings', () => {
  it('leave media on the disk when none is set', () => {
    expect(loadEnv(base).s3).toBeNull()
  })

  it('give the bucket, region and addressing of an S3-compatible service', () => {
    const e = loadEnv({
      ...base,
      ...keys,
      S3_BUCKET: 'agency',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(e.s3).toEqual({
      bucket: 'agency',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    })
    expect(loadEnv({ ...base, ...keys, S3_BUCKET: 'b', S3_REGION: 'eu-west-3' }).s3).toMatchObject({
      region: 'eu-west-3',
      forcePathStyle: false,
    })
  })

  it('refuse a combination that cannot work, naming the setting', () => {
    expect(() => loadEnv({ ...base, S3_BUCKET: 'agency', S3_REGION: 'eu-west-3' })).toThrow(
      /S3_ACCESS_KEY_ID: is required with S3_BUCKET[\s\S]*S3_SECRET_ACCESS_KEY: is required/,
    )
    expect(() => loadEnv({ ...base, ...keys, S3_BUCKET: 'agency' })).toThrow(
      /S3_REGION: is required with S3_BUCKET on AWS/,
    )
    expect(() => loadEnv({ ...base, ...keys, S3_ENDPOINT: 'https://s3.example.net' })).toThrow(
      /S3_ENDPOINT: is set but S3_BUCKET is not/,
    )
    expect(() =>
      loadEnv({ ...base, ...keys, S3_BUCKET: 'b', S3_ENDPOINT: 'not an address' }),
    ).toThrow(/S3_ENDPOINT/)
  })
})
