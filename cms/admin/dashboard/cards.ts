import type { CollectionSlug, Where } from 'payload'
import type { SavedFilter } from '@contract/saved-search'

import { publicOfferWhere } from '../../schema/access/published-web-offers'
import { MAIL_STATUS_LABELS, mailJobStatus } from '../../schema/fields/contact-mail-status'
import { areaText, budgetText, saleRentText } from '../demand/filter-words'

const DAY_MS = 24 * 60 * 60 * 1000
export const daysBefore = (now: Date, days: number): string =>
  new Date(now.getTime() - days * DAY_MS).toISOString()

/** One document of a card's first items, as read (depth 0, or relations filled with only their names). */
export type Doc = Record<string, unknown> & { id: number | string }

/** What a card shows of one document: its title and a second line. */
export type ItemText = { title: string; detail?: string }

/** A card of the dashboard: which documents it counts, which come first, and how one is shown. */
export type CardQuery = {
  key: string
  collection: CollectionSlug
  where: Where
  /** The order of the first items, and of the list the card links to. */
  sort: string
  select: Record<string, true>
  /** Relations shown by name: the collections and the only fields read from them. */
  populate?: Partial<Record<CollectionSlug, Record<string, true>>>
  describe: (doc: Doc, lang: 'fr' | 'en') => ItemText
  /** Where the count leads, when not the collection's filtered list. */
  listHref?: (adminRoute: string) => string
}

const text = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' · ')
const clientName = (c: unknown): string => {
  if (!c || typeof c !== 'object') return c == null ? '' : `#${text(c)}`
  const client = c as Record<string, unknown>
  return (
    [client.co_firstname, client.co_name].map(text).filter(Boolean).join(' ') ||
    text(client.username)
  )
}
const offerName = (o: Doc): string => joined(o.of_ref, o.of_name)
const offerRef = (o: unknown): string =>
  o && typeof o === 'object' ? text((o as Doc).of_ref) : o == null ? '' : `#${text(o)}`
const day = (iso: unknown) => text(iso).slice(0, 10)

const OFFER_SELECT = { of_ref: true, of_name: true, updatedAt: true } as const
const onTheWeb = (...also: Where[]): Where => ({ and: [...(publicOfferWhere.and ?? []), ...also] })

/** The day's work: what waits for someone at the agency. */
export function todayCards(now: Date): CardQuery[] {
  return [
    {
      key: 'visitsWaiting',
      collection: 'actions',
      where: { ac_status: { equals: 'waiting' } },
      sort: 'createdAt',
      select: { contact: true, offer: true, date_start: true, date_end: true, createdAt: true },
      populate: {
        contacts: { co_firstname: true, co_name: true, username: true },
        offers: { of_ref: true },
      },
      describe: (d) => ({
        title: joined(clientName(d.contact), offerRef(d.offer)),
        detail: `${text(d.date_start)} → ${text(d.date_end)}`,
      }),
    },
    {
      key: 'contactsUnhandled',
      collection: 'contact-messages',
      where: { handled: { not_equals: true } },
      sort: 'createdAt',
      select: { firstname: true, name: true, email: true, createdAt: true },
      describe: (d) => ({
        title: joined(`${text(d.firstname)} ${text(d.name)}`.trim(), d.email),
        detail: day(d.createdAt),
      }),
    },
    {
      key: 'repliesUnread',
      collection: 'message-replies',
      where: { read_by_staff: { not_equals: true } },
      sort: 'createdAt',
      select: { text: true, contact: true, createdAt: true },
      populate: { contacts: { co_firstname: true, co_name: true, username: true } },
      describe: (d) => ({
        title: joined(clientName(d.contact), day(d.createdAt)),
        detail: text(d.text).slice(0, 120),
      }),
    },
    {
      key: 'valuationsNew',
      collection: 'valuation-requests',
      where: { status: { equals: 'new' } },
      sort: 'createdAt',
      select: {
        firstname: true,
        name: true,
        district: true,
        surface: true,
        createdAt: true,
      },
      describe: (d) => ({
        title: `${text(d.firstname)} ${text(d.name)}`.trim(),
        detail: joined(d.district, d.surface ? `${text(d.surface)} m²` : '', day(d.createdAt)),
      }),
    },
    {
      key: 'messagesUnread',
      collection: 'messages',
      where: {
        and: [{ read: { not_equals: true } }, { createdAt: { less_than: daysBefore(now, 7) } }],
      },
      sort: 'createdAt',
      select: { subject: true, contact: true, createdAt: true },
      populate: { contacts: { co_firstname: true, co_name: true, username: true } },
      describe: (d) => ({
        title: text(d.subject),
        detail: joined(clientName(d.contact), day(d.createdAt)),
      }),
    },
    {
      key: 'mailsFailedOrPending',
      collection: 'payload-jobs',
      // Not completed: waiting for a try or a retry, or given up (hasError).
      where: {
        and: [
          { taskSlug: { equals: 'sendMail' } },
          { or: [{ completedAt: { exists: false } }, { hasError: { equals: true } }] },
        ],
      },
      sort: '-createdAt',
      select: {
        input: true,
        hasError: true,
        totalTried: true,
        completedAt: true,
        log: true,
        createdAt: true,
      },
      // The same status words as the Mails view and the contact messages.
      describe: (d, lang) => {
        const input = (d.input ?? {}) as Record<string, unknown>
        const status =
          MAIL_STATUS_LABELS[mailJobStatus(d as Parameters<typeof mailJobStatus>[0]).mail_status][
            lang
          ]
        const tries = Number(d.totalTried ?? 0)
        return {
          title: text(input.subject),
          detail: joined(
            input.to,
            status,
            tries
              ? lang === 'fr'
                ? `${tries} essai${tries > 1 ? 's' : ''}`
                : `${tries} attempt${tries > 1 ? 's' : ''}`
              : '',
          ),
        }
      },
      listHref: (adminRoute) => `${adminRoute}/mails`,
    },
    {
      key: 'offersMissingLanguage',
      collection: 'offers',
      where: onTheWeb({ of_languages_complete: { equals: false } }),
      sort: '-updatedAt',
      select: { ...OFFER_SELECT, of_languages_missing: true },
      describe: (d) => ({ title: offerName(d), detail: text(d.of_languages_missing) }),
    },
    {
      key: 'offersMissingPhoto',
      collection: 'offers',
      where: onTheWeb({ of_has_photo: { equals: false } }),
      sort: '-updatedAt',
      select: OFFER_SELECT,
      describe: (d) => ({ title: offerName(d), detail: day(d.updatedAt) }),
    },
    {
      key: 'offersMissingLocation',
      collection: 'offers',
      where: onTheWeb({ of_lat: { exists: false } }),
      sort: '-updatedAt',
      select: OFFER_SELECT,
      describe: (d) => ({ title: offerName(d), detail: day(d.updatedAt) }),
    },
    {
      key: 'offersStale',
      collection: 'offers',
      where: onTheWeb({ updatedAt: { less_than: daysBefore(now, 90) } }),
      sort: 'updatedAt',
      select: OFFER_SELECT,
      describe: (d) => ({ title: offerName(d), detail: day(d.updatedAt) }),
    },
  ]
}

/** The last days' activity. */
export function activityCards(now: Date): CardQuery[] {
  const week = daysBefore(now, 7)
  return [
    {
      key: 'offersChanged',
      collection: 'offers',
      where: { updatedAt: { greater_than_equal: week } },
      sort: '-updatedAt',
      select: { ...OFFER_SELECT, _status: true, of_web: true },
      describe: (d) => ({ title: offerName(d), detail: day(d.updatedAt) }),
    },
    {
      key: 'newClients',
      collection: 'contacts',
      where: { createdAt: { greater_than_equal: week } },
      sort: '-createdAt',
      select: { co_firstname: true, co_name: true, username: true, email: true, createdAt: true },
      describe: (d) => ({ title: clientName(d), detail: joined(d.email, day(d.createdAt)) }),
    },
    {
      key: 'newSearches',
      collection: 'saved-searches',
      where: { createdAt: { greater_than_equal: week } },
      sort: '-createdAt',
      select: { filter: true, createdAt: true },
      // Read from the filter, in the staff member's language.
      describe: (d, lang) => {
        const filter = (d.filter ?? {}) as SavedFilter
        return {
          title: joined(saleRentText(filter, lang), areaText(filter, undefined, lang)),
          detail: joined(budgetText(filter, lang), day(d.createdAt)),
        }
      },
    },
  ]
}
