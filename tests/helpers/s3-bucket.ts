import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'

import { startS3, type S3Settings } from '../../scripts/cluster/s3'

export type LocalBucket = {
  env: S3Settings
  /** The keys of the bucket's objects, sorted. */
  keys: () => Promise<string[]>
  close: () => Promise<void>
}

/**
 * The cluster's S3-compatible server (s3rver, in this process) on a temporary folder, with one
 * empty bucket, and a way to list it through the AWS SDK: what the media storage talks to in tests.
 */
export async function startLocalBucket(bucket = 'agency-media'): Promise<LocalBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-s3-'))
  const s3 = await startS3(directory, bucket)
  const { env } = s3
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
      await s3.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
