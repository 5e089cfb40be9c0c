import type { Payload } from 'payload'

import { isSessionAlive } from './refresh-tokens'

/**
 * Whether an access token's session is still alive, asked on every authenticated request. The
 * answer is kept a few seconds so a page's burst of calls costs one query; a revocation in this
 * process clears it at once (the refresh-tokens hooks call `forgetSession`), and one made by another
 * instance is seen within CACHE_MS.
 */
const CACHE_MS = 5_000
const MAX_ENTRIES = 10_000
const known = new Map<string, { alive: boolean; until: number }>()

export async function sessionAlive(payload: Payload, family: string | undefined): Promise<boolean> {
  if (!family) return false
  const hit = known.get(family)
  if (hit && hit.until > Date.now()) return hit.alive
  const alive = await isSessionAlive(payload, family)
  if (known.size >= MAX_ENTRIES) known.clear()
  known.set(family, { alive, until: Date.now() + CACHE_MS })
  return alive
}

export function forgetSession(family?: string): void {
  if (family) known.delete(family)
  else known.clear()
}
