import fs from 'node:fs'
import { createRequire } from 'node:module'

import { freePort } from './net'

type S3rverServer = { run: () => Promise<unknown>; close: () => Promise<void> }
type S3rverOptions = {
  port: number
  address: string
  directory: string
  silent: boolean
  configureBuckets: Array<{ name: string; configs: string[] }>
}
// s3rver ships no types: it is loaded through require with the little of it used here typed.
const S3rver = createRequire(import.meta.url)('s3rver') as new (o: S3rverOptions) => S3rverServer

/** The S3 settings an app instance reads (the same names MinIO's are given in the compose file). */
export type S3Settings = {
  S3_BUCKET: string
  S3_ENDPOINT: string
  S3_REGION: string
  S3_ACCESS_KEY_ID: string
  S3_SECRET_ACCESS_KEY: string
  S3_FORCE_PATH_STYLE: string
}

/**
 * An S3-compatible server (s3rver, from npm) keeping its objects in `dir`, with the bucket made.
 * It runs inside this process: the cluster's script or the test that started it.
 */
export async function startS3(
  dir: string,
  bucket = 'agency-media',
): Promise<{ env: S3Settings; close: () => Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true })
  const port = await freePort()
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  await server.run()
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  }
}
