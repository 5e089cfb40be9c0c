import { s3Storage } from '@payloadcms/storage-s3'
import type { Config, Plugin } from 'payload'

import { s3ClientConfig, type S3Settings } from './s3-settings'

/**
 * Each upload collection's objects live under its slug (`media/photo.jpg`), so the bucket may
 * hold other things beside them.
 */
export const storagePrefixOf = (collectionSlug: string): string => collectionSlug

/**
 * Upload collections (the media library and any other) kept in an S3-compatible bucket when S3 is
 * configured, through Payload's own storage adapter; on the disk (DATA_DIR/media) otherwise.
 *
 * Payload keeps serving the files (`/cms-api/<collection>/file/…`) through the collections' read
 * access, so a private photo never gets a public bucket address, and the objects stay private in
 * the bucket. The adapter's fields (`prefix`, `_objectKey`) are added whether S3 is on or off,
 * so that the database schema, and its migrations, do not depend on the settings.
 */
export function mediaStorage(s3: S3Settings | null): Plugin {
  return (config: Config) => {
    const uploads = (config.collections ?? []).filter((c) => Boolean(c.upload))
    return s3Storage({
      enabled: s3 !== null,
      alwaysInsertFields: true,
      bucket: s3?.bucket ?? '',
      config: s3 ? s3ClientConfig(s3) : {},
      collections: Object.fromEntries(
        uploads.map((c) => [c.slug, { prefix: storagePrefixOf(c.slug) }]),
      ),
    })(config)
  }
}
