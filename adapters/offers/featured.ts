import type { Payload, Where } from 'payload'

import { countPublicOffers } from './repository'

/**
 * The home page's row among the offers matching `where`: those staff ticked (`of_featured`);
 * when none is, the exclusives; when there are none either, every match (the list is newest first).
 */
export async function featuredWhere(payload: Payload, where: Where): Promise<Where> {
  const within = (condition: Where): Where => ({ and: [where, condition] })
  for (const candidate of [
    within({ of_featured: { equals: true } }),
    within({ of_exclusivite: { greater_than: 0 } }),
  ]) {
    if ((await countPublicOffers(payload, candidate)) > 0) return candidate
  }
  return where
}
