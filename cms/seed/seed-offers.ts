import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { LANGUAGES } from '@contract/languages'

import { plainTextToLexical } from '../domain/rich-text/lexical-state'
import type { Media, Negotiator } from '../payload-types'
import { planLegal } from './legal-plan'
import { planOffer, type OfferPlan } from './offer-plan'
import { offerTexts } from './offer-texts'
import { photosFor } from './media-pool'
import type { ItemIds } from './seed-reference'
import { inEveryLanguage } from './every-language'
import { negotiatorFor } from './seed-negotiators'

const VIDEOS = ['dQw4w9WgXcQ', 'ScMzIvxBSi4', 'aqz-KE-bpKQ', 'LXb3EKWsInQ', 'ysz5S6PUM-U']
const embed = (id: string) =>
  `<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/${id}" title="Visite ` +
  `vidéo" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`

export function offerData(
  plan: OfferPlan,
  items: ItemIds,
  buildings: Map<string, number | string>,
  photos: Media['id'][],
) {
  const texts = LANGUAGES.map((l) => [l, offerTexts(plan, l)] as const)
  const sellShown = plan.priceSell
  return {
    of_ref: plan.ref,
    of_name: Object.fromEntries(texts.map(([l, t]) => [l, t.name])),
    of_text: Object.fromEntries(texts.map(([l, t]) => [l, plainTextToLexical(t.text)])),
    type: items.type.get(plan.type),
    exclusivity: items.exclusivity.get(plan.exclusivity),
    services: plan.services.map((s) => items.service.get(s)).filter((v) => v != null),
    building: buildings.get(plan.building),
    of_sell: plan.sell,
    of_price_sell: plan.sell ? plan.priceSell : null,
    of_sell_sum: plan.sell ? sellShown : null,
    of_sell_uponrequest: plan.sellOnRequest,
    of_rent: plan.rent,
    of_price_rent: plan.rent ? plan.priceRent : null,
    of_rent_sum: plan.rent ? plan.priceRent : null,
    of_rent_sum_year: plan.rent ? plan.priceRent * 12 : null,
    of_rent_uponrequest: plan.rentOnRequest,
    of_nbpieces: plan.pieces,
    of_nbrooms: plan.bedrooms,
    of_nbbathrooms: plan.bathrooms,
    of_surface: plan.surface,
    of_surface_livable: plan.livable,
    of_surface_terrace: plan.terrace || null,
    of_surface_approximate: plan.approximate,
    images: photos,
    of_video: plan.video ? embed(VIDEOS[plan.index % VIDEOS.length]) : '',
    of_web: plan.web,
    of_carousel: plan.carousel,
    ...planLegal(plan),
    _status: plan.draft ? ('draft' as const) : ('published' as const),
  }
}

/** Creates the demo offers whose reference does not exist yet, up to `count`. */
export async function seedOffers(
  payload: Payload,
  count: number,
  deps: {
    items: ItemIds
    buildings: Map<string, number | string>
    pool: Media['id'][]
    negotiators: Array<Negotiator['id']>
  },
  onProgress: (done: number) => void,
): Promise<number> {
  const existing = await payload.find({
    collection: 'offers',
    draft: true,
    limit: 0,
    pagination: false,
    depth: 0,
    select: { of_ref: true },
  })
  const refs = new Set(existing.docs.map((d) => d.of_ref))
  let created = 0
  for (let i = 0; i < count; i++) {
    const plan = planOffer(i)
    if (!refs.has(plan.ref)) {
      const data = offerData(
        plan,
        deps.items,
        deps.buildings,
        photosFor(i, plan.photoCount, deps.pool),
      )
      // One write with every language (the slug comes from the French name).
      await payload.create({
        collection: 'offers',
        locale: 'all' as 'fr',
        data: inEveryLanguage<RequiredDataFromCollectionSlug<'offers'>>({
          ...data,
          negotiator: negotiatorFor(i, deps.negotiators),
        }),
        draft: plan.draft,
        depth: 0,
      })
      created++
    }
    onProgress(i + 1)
  }
  return created
}
