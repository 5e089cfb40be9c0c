import type { Payload, PayloadRequest } from 'payload'

import { collectionTag, globalTag } from '@cms/changes/data-reads'

/**
 * Which collections and globals an anonymous visitor may read: only those can feed public answers
 * (staff-only ones, such as view counts, sessions, refresh tokens or mails, cannot). Worked out once
 * from each one's read access; until then, and for a source not in the configuration or whose
 * access cannot be asked, a source counts as public (a change to it is never missed).
 */
export function publicSources(payload: Payload): {
  isPublic: (source: string) => boolean
  ready: Promise<void>
  all: () => Array<{ collection: string } | { global: string }>
} {
  const privateOnes = new Set<string>()
  const all: Array<{ collection: string } | { global: string }> = []
  const anonymous = {
    payload,
    user: null,
    context: {},
    headers: new Headers(),
  } as PayloadRequest
  const readable = async (read: unknown): Promise<boolean> => {
    if (typeof read !== 'function') return true
    try {
      return (
        (await (read as (args: { req: PayloadRequest }) => unknown)({ req: anonymous })) !== false
      )
    } catch {
      return true
    }
  }
  const ready = (async () => {
    for (const c of payload.config.collections) {
      if (!(await readable(c.access?.read))) privateOnes.add(collectionTag(c.slug))
      else all.push({ collection: c.slug })
    }
    for (const g of payload.config.globals) {
      if (!(await readable(g.access?.read))) privateOnes.add(globalTag(g.slug))
      else all.push({ global: g.slug })
    }
  })()
  return { isPublic: (source) => !privateOnes.has(source), ready, all: () => all }
}
