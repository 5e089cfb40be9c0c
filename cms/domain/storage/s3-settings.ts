import type { S3ClientConfig } from '@aws-sdk/client-s3'

/** Where uploads go when S3_BUCKET is set: any S3-compatible service (AWS, R2, Scaleway, OVH, MinIO). */
export type S3Settings = {
  bucket: string
  /** The service's address; unset for AWS itself. */
  endpoint?: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Addresses the bucket as a path (`endpoint/bucket/key`), as MinIO and most self-hosted services need. */
  forcePathStyle: boolean
}

/** The S3_* settings as read from the environment, before they are checked together. */
export type S3Input = {
  S3_BUCKET?: string
  S3_ENDPOINT?: string
  S3_REGION?: string
  S3_ACCESS_KEY_ID?: string
  S3_SECRET_ACCESS_KEY?: string
  S3_FORCE_PATH_STYLE?: boolean
}

type Issue = { path: [keyof S3Input]; message: string }

/**
 * What is wrong with the S3_* settings taken together: a bucket needs both keys, and AWS itself
 * (no endpoint) its region; a setting without a bucket would be ignored, and media silently kept on
 * the disk, so it is refused too.
 */
export function s3SettingIssues(v: S3Input): Issue[] {
  if (!v.S3_BUCKET) {
    const stray = (
      ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    ).filter((k) => v[k])
    return stray.map((k) => ({
      path: [k],
      message: 'is set but S3_BUCKET is not: set S3_BUCKET to store media in a bucket',
    }))
  }
  const issues: Issue[] = []
  for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
    if (!v[key]) issues.push({ path: [key], message: 'is required with S3_BUCKET' })
  if (!v.S3_ENDPOINT && !v.S3_REGION)
    issues.push({
      path: ['S3_REGION'],
      message: "is required with S3_BUCKET on AWS (without S3_ENDPOINT), e.g. 'eu-west-3'",
    })
  return issues
}

/** The checked settings, or null when media stay on the disk. */
export function s3SettingsOf(v: S3Input): S3Settings | null {
  if (!v.S3_BUCKET || !v.S3_ACCESS_KEY_ID || !v.S3_SECRET_ACCESS_KEY) return null
  return {
    bucket: v.S3_BUCKET,
    endpoint: v.S3_ENDPOINT?.replace(/\/$/, ''),
    // Services with their own endpoint accept (or ignore) AWS's first region.
    region: v.S3_REGION ?? 'us-east-1',
    accessKeyId: v.S3_ACCESS_KEY_ID,
    secretAccessKey: v.S3_SECRET_ACCESS_KEY,
    forcePathStyle: v.S3_FORCE_PATH_STYLE ?? false,
  }
}

/** The AWS SDK's client settings, the same for Payload's storage adapter and for reading originals. */
export function s3ClientConfig(s: S3Settings): S3ClientConfig {
  return {
    // Other providers do not all take the checksums the SDK adds to every request by default:
    // they are sent (and checked) only where the S3 API requires them, as before that default.
    ...(s.endpoint
      ? {
          endpoint: s.endpoint,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
  }
}
