import type { Payload, Where } from 'payload'

import type { SavedSearch } from '../../payload-types'

/** How long an unconfirmed search waits for its confirmation: after that it holds no slot and its link no longer confirms. */
export const PENDING_SEARCH_HOURS = 48

/** The most unconfirmed searches one mailbox may have waiting: whoever types someone else's address gets these, never the 20 slots. */
export const MAX_PENDING_SEARCHES = 3

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * The mailbox an address reaches: lower case, without the `+tag` of its local part, and for Gmail
 * without the dots it ignores (on gmail.com, whichever domain was typed). `a.b+x@gmail.com` and
 * `ab@googlemail.com` are one mailbox, so they share one mailbox's limits.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at <= 0) return address
  let local = address.slice(0, at)
  let domain = address.slice(at + 1)
  local = local.split('+')[0] || local
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '')
    domain = 'gmail.com'
  }
  return `${local}@${domain}`
}

/** Whether an unconfirmed search is past its wait (then it neither counts nor confirms). */
export const pendingExpired = (
  doc: Pick<SavedSearch, 'confirmed' | 'createdAt'>,
  now = Date.now(),
): boolean =>
  doc.confirmed !== true && Date.parse(doc.createdAt) <= now - PENDING_SEARCH_HOURS * 3_600_000

/** The domains whose addresses may reach the same mailbox as `mailbox`. */
const domainsOf = (mailbox: string): string[] => {
  const domain = mailbox.slice(mailbox.lastIndexOf('@') + 1)
  return GMAIL_DOMAINS.has(domain) ? [...GMAIL_DOMAINS] : [domain]
}

/**
 * The records whose address `field` may reach the mailbox of `email`: stored addresses are the
 * typed ones, so candidates are read by domain, then compared with `mailboxOf`.
 */
export const mailboxCandidates = (field: string, email: string): Where => ({
  or: domainsOf(mailboxOf(email)).map((domain) => ({ [field]: { like: `@${domain}` } })),
})

/**
 * The searches saved without an account for the mailbox of `email`: confirmed ones, and unconfirmed
 * ones still waiting (expired ones are left out). Stored addresses are the typed ones, so the
 * candidates are read by domain and compared by mailbox.
 */
export async function searchesOfMailbox(
  payload: Payload,
  email: string,
): Promise<{ confirmed: number; pending: number }> {
  const mailbox = mailboxOf(email)
  const { docs } = await payload.find({
    collection: 'saved-searches',
    where: mailboxCandidates('email', email),
    select: { email: true, confirmed: true, createdAt: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const now = Date.now()
  let confirmed = 0
  let pending = 0
  for (const doc of docs as Pick<SavedSearch, 'email' | 'confirmed' | 'createdAt'>[]) {
    if (!doc.email || mailboxOf(doc.email) !== mailbox) continue
    if (doc.confirmed === true) confirmed++
    else if (!pendingExpired(doc, now)) pending++
  }
  return { confirmed, pending }
}
