import { randomBytes } from 'node:crypto'

/** 32 random characters safe in an address: guessing one is out of reach. */
export const newFeedToken = (): string => randomBytes(24).toString('base64url')
