/**
 * What each record the agency keeps loses of its person, by the account's deletion or past the
 * retention period: who it was (a link to the client, a name, an address, a phone) and what the
 * person wrote. Its dates, offer, district and status stay.
 */
export const PERSON_FIELDS = {
  'contact-messages': ['firstname', 'name', 'email', 'tel', 'message'],
  actions: ['contact', 'ac_comment'],
  messages: ['contact'],
  'message-replies': ['contact', 'text'],
  'valuation-requests': ['firstname', 'name', 'email', 'tel', 'message', 'address'],
} as const

export type KeptCollection = keyof typeof PERSON_FIELDS

type Emptied<C extends KeptCollection> = { [K in (typeof PERSON_FIELDS)[C][number]]: null }

/** The person's fields of a kept record, emptied. */
export function withoutPerson<C extends KeptCollection>(collection: C): Emptied<C> {
  return Object.fromEntries(PERSON_FIELDS[collection].map((field) => [field, null])) as Emptied<C>
}

/** Whether the person was already removed from this record (its account deleted, or retention). */
export const personRemoved = (doc: unknown): boolean => {
  const d = doc as { anonymised_at?: unknown; account_deleted_at?: unknown } | null | undefined
  return Boolean(d?.anonymised_at || d?.account_deleted_at)
}
