import { createHash, randomBytes } from 'node:crypto'

/** An unguessable secret for links and refresh tokens (256 bits, URL-safe). */
export const newSecret = (): string => randomBytes(32).toString('base64url')

/** Only this digest of a secret is ever stored. */
export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex')

/** Secrets we hand out have this shape; anything else is rejected before touching the database. */
export const looksLikeSecret = (v: unknown): v is string =>
  typeof v === 'string' && /^[A-Za-z0-9_-]{43}$/.test(v)
