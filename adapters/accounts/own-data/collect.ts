import type { Payload } from 'payload'
import type { AgencyMessage, Client, VisitRequest } from '@contract/accounts'
import type { ContactMessageFields } from '@contract/contact-message'
import type { Id } from '@contract/envelope'
import type { SavedSearch } from '@contract/saved-search'
import type { ValuationFields } from '@contract/valuation'

import {
  contactMessagesOf,
  savedSearchesOf,
  valuationRequestsOf,
} from '@cms/domain/client-data/held-by-address'
import type { Client as ClientDoc, Item, RefreshToken, ValuationRequest } from '@cms/payload-types'
import { idOf } from '@cms/domain/payload/relation-id'
import type { CallerClient } from '../../auth/caller'
import { toAgencyMessage } from '../../messages/mapper'
import { ownRepliesByMessage } from '../../messages/own-replies'
import { toSavedSearch } from '../../searches/mapper'
import { toVisitRequest } from '../../visits/mapper'
import { clientPreferences, toClient } from '../mapper'

/** A message the client sent through the contact form, as the agency received it. */
export type SentMessage = ContactMessageFields & { createdAt: string }

/** A valuation request the client sent, as the agency received it (the type by its value). */
export type SentValuation = Omit<ValuationFields, 'type'> & {
  type: number | null
  createdAt: string
}

/**
 * A saved search with the consent it rests on: when and from where it was given, as the server
 * recorded it (null for searches saved before it was), confirmed by the account or by a mailed link.
 */
export type ConsentedSearch = SavedSearch & {
  consented_at: string | null
  consent_source: string | null
  consent_by: 'account' | 'email'
}

/** One sign-in (a refresh-token family): when it began, was last renewed, expires, and ended if it did. */
export type SessionDates = {
  started_at: string
  last_renewed_at: string
  expires_at: string
  ended_at: string | null
}

/** An offer the client opened on the site while signed in: how many times, and when last. */
export type ViewedOffer = {
  offer: Id | null
  of_slug_fr: string | null
  count: number
  last_viewed_at: string
}

/** Everything the agency holds about one client, in the API's own shapes (never a hash, salt or token). */
export type OwnData = {
  exported_at: string
  account: Client
  preferences: Record<string, unknown>
  favourites: Id[]
  visit_requests: VisitRequest[]
  messages: { from_agency: AgencyMessage[]; to_agency: SentMessage[] }
  valuation_requests: SentValuation[]
  saved_searches: ConsentedSearch[]
  offers_viewed: ViewedOffer[]
  sessions: SessionDates[]
}

const MAX_ROWS = 5000

const favouritesOf = (preferences: Record<string, unknown>): Id[] =>
  Array.isArray(preferences.favories)
    ? preferences.favories.filter((v): v is Id => typeof v === 'number' || typeof v === 'string')
    : []

/** Each session's dates, from its refresh tokens (each renewal replaces the token, within one family). */
function sessionsOf(tokens: RefreshToken[]): SessionDates[] {
  const byFamily = new Map<string, RefreshToken[]>()
  for (const token of tokens)
    byFamily.set(token.family, [...(byFamily.get(token.family) ?? []), token])
  return [...byFamily.values()].map((rows) => {
    const created = rows.map((r) => r.createdAt).sort()
    const ended = rows
      .map((r) => r.revokedAt)
      .filter((d): d is string => !!d)
      .sort()
    return {
      started_at: created[0],
      last_renewed_at: created[created.length - 1],
      expires_at: rows.map((r) => r.expiresAt).sort()[rows.length - 1],
      ended_at: ended[0] ?? null,
    }
  })
}

/** The valuation requests as sent, each property type given by its value, as the form chose it. */
async function sentValuations(
  payload: Payload,
  requests: ValuationRequest[],
): Promise<SentValuation[]> {
  const ids = [...new Set(requests.map((r) => idOf(r.type)).filter((id) => id != null))]
  const types = ids.length
    ? ((
        await payload.find({
          collection: 'items',
          where: { id: { in: ids } },
          depth: 0,
          pagination: false,
          overrideAccess: true,
        })
      ).docs as Item[])
    : []
  const valueOf = new Map(types.map((i) => [String(i.id), i.value]))
  return requests.map((r) => ({
    createdAt: r.createdAt,
    district: r.district,
    address: r.address ?? '',
    type: valueOf.get(String(idOf(r.type))) ?? null,
    surface: r.surface,
    rooms: r.rooms ?? null,
    features: r.features ?? [],
    firstname: r.firstname ?? '',
    name: r.name ?? '',
    email: r.email ?? '',
    tel: r.tel ?? '',
    message: r.message ?? '',
  }))
}

/** The offers the client opened on the site while signed in, the latest first. */
async function offersViewedBy(payload: Payload, client: Id): Promise<ViewedOffer[]> {
  const { docs } = await payload.find({
    collection: 'client-offer-views',
    where: { client: { equals: client } },
    sort: '-last_viewed_at',
    depth: 1,
    populate: { offers: { of_slug_fr: true } },
    pagination: false,
    limit: MAX_ROWS,
    overrideAccess: true,
  })
  return docs.map((v) => ({
    offer: idOf(v.offer),
    of_slug_fr: (typeof v.offer === 'object' && v.offer?.of_slug_fr) || null,
    count: v.count,
    last_viewed_at: v.last_viewed_at,
  }))
}

/**
 * What the client's export holds. Its visit requests and the agency's messages are read with the
 * client's own rights, each message with the client's replies to it; contact messages, valuation
 * requests and searches saved without an account count only for an address the client proved
 * (see held-by-address).
 */
export async function collectOwnData(payload: Payload, caller: CallerClient): Promise<OwnData> {
  const own = { contact: { equals: caller.id } }
  const asCaller = {
    overrideAccess: false,
    user: caller,
    pagination: false,
    limit: MAX_ROWS,
  } as const
  const [me, visits, fromAgency, replies, sent, valuations, searches, tokens, viewed] =
    await Promise.all([
      payload.findByID({ collection: 'contacts', id: caller.id, depth: 0, overrideAccess: true }),
      payload.find({
        collection: 'actions',
        where: own,
        sort: ['createdAt', 'id'],
        depth: 1,
        locale: 'all',
        populate: { offers: { of_slug_fr: true, of_name: true } },
        ...asCaller,
      }),
      payload.find({
        collection: 'messages',
        where: own,
        sort: ['createdAt', 'id'],
        depth: 0,
        joins: false,
        ...asCaller,
      }),
      ownRepliesByMessage(payload, caller.id),
      contactMessagesOf(payload, caller),
      valuationRequestsOf(payload, caller).then((r) => sentValuations(payload, r)),
      savedSearchesOf(payload, caller),
      payload.find({
        collection: 'refresh-tokens',
        where: own,
        sort: ['createdAt', 'id'],
        depth: 0,
        pagination: false,
        overrideAccess: true,
      }),
      offersViewedBy(payload, caller.id),
    ])
  const preferences = clientPreferences(me as ClientDoc)
  return {
    exported_at: new Date().toISOString(),
    account: toClient(me as ClientDoc),
    preferences,
    favourites: favouritesOf(preferences),
    visit_requests: visits.docs.map((d) => toVisitRequest(d)),
    messages: {
      from_agency: fromAgency.docs.map((m) => toAgencyMessage(m, replies.get(String(m.id)))),
      to_agency: sent.map((m) => ({
        createdAt: m.createdAt,
        firstname: m.firstname ?? '',
        name: m.name ?? '',
        email: m.email ?? '',
        tel: m.tel ?? '',
        country: m.country,
        message: m.message ?? '',
      })),
    },
    valuation_requests: valuations,
    saved_searches: searches.map((s) => ({
      ...toSavedSearch(s),
      consented_at: s.consent_at ?? null,
      consent_source: s.consent_source ?? null,
      consent_by: s.client ? 'account' : 'email',
    })),
    offers_viewed: viewed,
    sessions: sessionsOf(tokens.docs),
  }
}
