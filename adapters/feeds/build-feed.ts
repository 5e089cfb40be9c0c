import type { Payload } from 'payload'

import { env as currentEnv, type Env } from '@cms/env'
import type { Portal } from '@cms/payload-types'
import { readFeedOffers, type RefusedOffer } from '@cms/domain/portals/feed-offers'
import { toFeedItem, type FeedItem } from './feed-item'
import {
  jamesEditionFeed,
  type JamesEditionDealer,
} from '@cms/domain/portals/jamesedition/jamesedition-writer'
import { kyeroFeed } from '@cms/domain/portals/kyero/kyero-writer'

export type BuiltFeed = { xml: string; included: number; refused: RefusedOffer[] }
type Agency = Pick<Env, 'AGENCY_NAME' | 'AGENCY_EMAIL' | 'AGENCY_PHONE' | 'AGENCY_ADDRESS'>

/** The latest of these ISO dates, or `fallback`. */
const latest = (dates: string[], fallback: string): string =>
  dates.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a), fallback)

const feedReference = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'feed'

/**
 * The portal's whole feed, built in process (the route keeps it in the public cache; the bench
 * calls it directly): the offers it carries mapped as the API maps them, written in its format,
 * and those refused with why. Its date is the latest change of what it carries, so the same
 * data makes the same bytes (and the same ETag).
 */
export async function buildFeed(
  payload: Payload,
  portal: Portal,
  origin: string,
  agency: Agency = currentEnv(),
): Promise<BuiltFeed> {
  const { offers, refused, sources } = await readFeedOffers(payload, portal)
  const items = offers
    .map((o) => toFeedItem(o, sources, origin))
    .filter((i): i is FeedItem => i !== null)
  const generated = latest(
    items.map((i) => i.updatedAt),
    portal.updatedAt,
  )
  if (portal.format === 'kyero')
    return { xml: kyeroFeed(items, generated), included: items.length, refused }
  const dealer: JamesEditionDealer = {
    reference: feedReference(agency.AGENCY_NAME),
    name: agency.AGENCY_NAME,
    // The number JamesEdition gave the agency, once staff entered it; the portal's own until then.
    id: portal.dealerId ?? (Number(portal.id) || 1),
    email: agency.AGENCY_EMAIL,
    phone: agency.AGENCY_PHONE,
    address: agency.AGENCY_ADDRESS,
  }
  return { xml: jamesEditionFeed(items, dealer, generated), included: items.length, refused }
}
