import type { Payload } from 'payload'

/** `count` confirmed weekly searches (for sale, in French) of one account or one mailbox, stored directly. */
export async function makeConfirmedSearches(
  payload: Payload,
  owner: { client: number } | { email: string },
  count: number,
): Promise<void> {
  for (let i = 0; i < count; i++) {
    await payload.create({
      collection: 'saved-searches',
      data: {
        ...owner,
        filter: { sale: 'true' },
        frequency: 'weekly',
        lang: 'fr',
        confirmed: true,
        sent_offers: [],
      },
      overrideAccess: true,
    })
  }
}
