import fs from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3'

import { s3ClientConfig, type S3Settings } from './s3-settings'
import { storagePrefixOf } from './media-storage'

/** What locates an uploaded file: its name, and where the storage adapter put it. */
export type StoredFile = {
  filename: string
  /** The adapter's folder of the file (its collection's, unless it was stored elsewhere). */
  prefix?: string | null
  /** A per-upload folder the adapter adds below the prefix (browser uploads only). */
  _objectKey?: string | null
}

/** The bytes of an original upload, or null when it is not there. */
export type ReadOriginal = (file: StoredFile) => Promise<Buffer | null>

const clean = (segment: string | null | undefined): string =>
  (segment ?? '').replace(/^\/+|\/+$/g, '')

/** The object's key as the storage adapter builds it: the document's folder (or the collection's), then the file name. */
export function objectKeyOf(collectionSlug: string, file: StoredFile): string {
  const folder = [clean(file.prefix), clean(file._objectKey)].filter(Boolean).join('/')
  return path.posix.join(
    folder || storagePrefixOf(collectionSlug),
    path.posix.basename(file.filename),
  )
}

const clients = new Map<string, S3Client>()

/**
 * How the renditions and the listing sheets read an original: from the collection's folder on the
 * disk, or from the bucket when media live there (any instance reads any file, whichever stored it).
 */
export function originalReader(
  e: { mediaDir: string; s3: S3Settings | null },
  collectionSlug = 'media',
): ReadOriginal {
  const s3 = e.s3
  if (!s3)
    return async (file) =>
      fs.readFile(path.join(e.mediaDir, path.basename(file.filename))).catch((err: unknown) => {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw err
      })
  const key = JSON.stringify(s3)
  let client = clients.get(key)
  if (!client) clients.set(key, (client = new S3Client(s3ClientConfig(s3))))
  const s3Client = client
  return async (file) => {
    try {
      const object = await s3Client.send(
        new GetObjectCommand({ Bucket: s3.bucket, Key: objectKeyOf(collectionSlug, file) }),
      )
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null
      throw err
    }
  }
}
