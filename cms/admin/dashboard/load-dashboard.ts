import type { Payload, TypedUser } from 'payload'

import { activityCards, type CardQuery, type Doc, type ItemText, todayCards } from './cards'
import { documentUrl, listUrl } from './list-url'
import { type MostViewed, mostViewedOffers } from './most-viewed'
import { type RetentionSummary, retentionSummary } from './retention-summary'

export type DashboardItem = ItemText & { id: number | string; href: string }
export type DashboardCard = { key: string; count: number; items: DashboardItem[]; listHref: string }
export type Dashboard = {
  today: DashboardCard[]
  activity: DashboardCard[]
  mostViewed: MostViewed
  /** What the retention run anonymised; null for a staff member who may read none of it. */
  retention: RetentionSummary | null
}

export type DashboardOptions = {
  /** The staff member looking: every query runs with their access. */
  user: TypedUser
  /** The admin's language, also the language offer names are read in. */
  locale?: 'fr' | 'en'
  now?: Date
  /** How many of each card's documents are listed under its count. */
  firstItems?: number
  adminRoute?: string
}

/**
 * One card: a single find gives both the count (its totalDocs) and the first documents, reading
 * only the fields shown (`select`), relations only as far as their names. A card over a
 * collection the staff member may not read (the mail queue, for an editor) is left out.
 */
async function loadCard(
  payload: Payload,
  card: CardQuery,
  o: Required<DashboardOptions>,
): Promise<DashboardCard | null> {
  const found = await payload
    .find({
      collection: card.collection,
      where: card.where,
      sort: card.sort,
      select: card.select,
      ...(card.populate ? { depth: 1, populate: card.populate } : { depth: 0 }),
      limit: o.firstItems,
      locale: o.locale,
      user: o.user,
      overrideAccess: false,
    })
    .catch((err: unknown) => {
      // By its status, not its class: the admin's Next bundle has its own copy of Payload's error classes.
      if ((err as { status?: number } | null)?.status === 403) return null
      throw err
    })
  if (!found) return null
  return {
    key: card.key,
    count: found.totalDocs,
    items: (found.docs as unknown as Doc[]).map((doc) => ({
      id: doc.id,
      href: documentUrl(o.adminRoute, card.collection, doc.id),
      ...card.describe(doc, o.locale),
    })),
    listHref:
      card.listHref?.(o.adminRoute) ??
      listUrl(o.adminRoute, card.collection, card.where, card.sort),
  }
}

const readable = (cards: (DashboardCard | null)[]): DashboardCard[] =>
  cards.filter((c): c is DashboardCard => c !== null)

/** Everything the staff dashboard shows, all queries at once. */
export async function loadDashboard(
  payload: Payload,
  options: DashboardOptions,
): Promise<Dashboard> {
  const o: Required<DashboardOptions> = {
    locale: 'fr',
    now: new Date(),
    firstItems: 5,
    adminRoute: payload.config.routes.admin,
    ...options,
  }
  const [today, activity, mostViewed, retention] = await Promise.all([
    Promise.all(todayCards(o.now).map((card) => loadCard(payload, card, o))).then(readable),
    Promise.all(activityCards(o.now).map((card) => loadCard(payload, card, o))).then(readable),
    mostViewedOffers(payload, {
      now: o.now,
      user: o.user,
      locale: o.locale,
      adminRoute: o.adminRoute,
    }),
    retentionSummary(payload, { user: o.user, now: o.now, adminRoute: o.adminRoute }),
  ])
  return { today, activity, mostViewed, retention }
}
