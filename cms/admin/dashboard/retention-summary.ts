import type { Payload, TypedUser, Where } from 'payload'

import { retentionMonths } from '../../domain/retention/retention-period'
import { daysBefore } from './cards'
import { listUrl } from './list-url'

/** What the retention run did, for the dashboard: counts over both kinds of record, and the period in force. */
export type RetentionSummary = {
  months: number
  lastDays: number
  total: number
  /** The admin's lists of the records anonymised, newest first, and the setting's page. */
  messagesHref: string
  visitsHref: string
  settingsHref: string
}

export const RETENTION_SUMMARY_DAYS = 30

/**
 * The records the retention run anonymised in the last 30 days and in all, read with the staff
 * member's access (none for someone who may read neither kind of record).
 */
export async function retentionSummary(
  payload: Payload,
  { user, now, adminRoute }: { user: TypedUser; now: Date; adminRoute: string },
): Promise<RetentionSummary | null> {
  const anonymised: Where = { anonymised_at: { exists: true } }
  const recent: Where = {
    anonymised_at: { greater_than_equal: daysBefore(now, RETENTION_SUMMARY_DAYS) },
  }
  const count = (collection: 'contact-messages' | 'actions', where: Where) =>
    payload
      .count({ collection, where, user, overrideAccess: false })
      .then((r) => r.totalDocs)
      .catch((err: unknown) => {
        // By its status, not its class: the admin's Next bundle has its own copy of Payload's error classes.
        if ((err as { status?: number } | null)?.status === 403) return null
        throw err
      })
  const [messagesAll, messagesRecent, visitsAll, visitsRecent, months] = await Promise.all([
    count('contact-messages', anonymised),
    count('contact-messages', recent),
    count('actions', anonymised),
    count('actions', recent),
    retentionMonths(payload),
  ])
  if (messagesAll === null && visitsAll === null) return null
  return {
    months,
    lastDays: (messagesRecent ?? 0) + (visitsRecent ?? 0),
    total: (messagesAll ?? 0) + (visitsAll ?? 0),
    messagesHref: listUrl(adminRoute, 'contact-messages', anonymised, '-anonymised_at'),
    visitsHref: listUrl(adminRoute, 'actions', anonymised, '-anonymised_at'),
    settingsHref: `${adminRoute}/globals/personal-data`,
  }
}
