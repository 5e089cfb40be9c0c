import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

/** The S3_* settings of a bucket on a local s3rver (its fixed key pair). */
export type S3Env = {
  S3_BUCKET: string
  S3_ENDPOINT: string
  S3_REGION: string
  S3_ACCESS_KEY_ID: string
  S3_SECRET_ACCESS_KEY: string
  S3_FORCE_PATH_STYLE: string
}

export type LocalBucket = {
  env: S3Env
  /** The keys of the bucket's objects, sorted. */
  keys: () => Promise<string[]>
  close: () => Promise<void>
}

/**
 * An S3-compatible server in this process (s3rver), on a free port, its objects in a temporary
 * folder, with one empty bucket: what the media storage talks to in tests, through the AWS SDK.
 */
export async function startLocalBucket(bucket = 'agency-media'): Promise<LocalBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const env: S3Env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    // s3rver checks request signatures against this one account.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  }
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  })
  return {
    env,
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
      return (listed.Contents ?? []).map((o) => o.Key ?? '').sort()
    },
    close: async () => {
      client.destroy()
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
