import { beforeAll } from 'vitest'

import type { RunningServer } from '../../adapters/server'
import type { Offer } from '@cms/payload-types'
import { makeOffer } from './factories'

/** A person's browser, as its user agent says: its views of an offer are counted (a robot's are not). */
export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** One offer made before a file's tests, to view: its slug and id, read inside tests or hooks. */
export function useOffer(running: RunningServer, data: Partial<Offer> = {}) {
  const offer = { slug: '', id: 0 as number | string }
  beforeAll(async () => {
    const made = await makeOffer(running.payload, data)
    offer.slug = made.of_slug_fr as string
    offer.id = made.id
  })
  return offer
}
