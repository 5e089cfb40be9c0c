import type { Payload } from 'payload'
import { MAX_SAVED_SEARCHES } from '@contract/saved-search'
import { ApiError } from '@contract/api-error'

import type { SavedSearch as Doc } from '@cms/payload-types'
import { pendingExpired, searchesOfMailbox } from '@cms/domain/searches/mailbox'
import { hashToken, isTokenShape } from '@cms/domain/searches/tokens'
import type { SharedState } from '../http/shared-state'

/** What an alert mail's link does once its page's button is pressed: confirm the search, or stop its alert. */
export type SearchLinkKind = 'confirm' | 'unsubscribe'

const TOKEN_FIELD = {
  confirm: 'confirm_token_hash',
  unsubscribe: 'unsubscribe_token_hash',
} as const satisfies Record<SearchLinkKind, keyof Doc>

/** Acting on a link, per address and minute: through the API or through the site's page, one count. */
export const searchLinkLimit = (shared: SharedState, kind: SearchLinkKind) =>
  shared.limit(30, { bucket: `search-link-${kind}` })

async function byToken(payload: Payload, kind: SearchLinkKind, token: string): Promise<Doc> {
  const found = isTokenShape(token)
    ? await payload.find({
        collection: 'saved-searches',
        where: { [TOKEN_FIELD[kind]]: { equals: hashToken(token) } },
        depth: 0,
        limit: 1,
        pagination: false,
        overrideAccess: true,
      })
    : { docs: [] }
  const doc = found.docs[0] as Doc | undefined
  if (!doc)
    throw new ApiError(
      'not_found',
      'No such saved search (already unsubscribed, or the link is incomplete)',
    )
  return doc
}

const expiredLink = () =>
  new ApiError('not_found', 'This confirmation link has expired: save the search again')
export const tooMany = () =>
  new ApiError('forbidden', `At most ${MAX_SAVED_SEARCHES} saved searches; delete one first`)

/** The search a link names, read without acting on it (mail scanners open links too): the GET of the link. */
export async function readSearchLink(payload: Payload, kind: SearchLinkKind, token: string) {
  const doc = await byToken(payload, kind, token)
  if (kind === 'unsubscribe')
    return { err: null, data: { unsubscribed: false, frequency: doc.frequency, lang: doc.lang } }
  if (!doc.confirmed && pendingExpired(doc)) throw expiredLink()
  return {
    err: null,
    data: { confirmed: doc.confirmed === true, frequency: doc.frequency, lang: doc.lang },
  }
}

/** What the link's button does: confirms the search, or deletes it. */
export async function followSearchLink(payload: Payload, kind: SearchLinkKind, token: string) {
  const doc = await byToken(payload, kind, token)
  if (kind === 'unsubscribe') {
    await payload.delete({ collection: 'saved-searches', id: doc.id, overrideAccess: true })
    return { err: null, data: { unsubscribed: true } }
  }
  if (!doc.confirmed) {
    // Past its wait, a search is as good as forgotten; and confirming never goes beyond the mailbox's limit.
    if (pendingExpired(doc)) throw expiredLink()
    if (doc.email && (await searchesOfMailbox(payload, doc.email)).confirmed >= MAX_SAVED_SEARCHES)
      throw tooMany()
    await payload.update({
      collection: 'saved-searches',
      id: doc.id,
      data: { confirmed: true },
      depth: 0,
      overrideAccess: true,
    })
  }
  return { err: null, data: { confirmed: true, frequency: doc.frequency, lang: doc.lang } }
}
