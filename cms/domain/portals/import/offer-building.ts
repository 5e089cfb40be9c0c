import type { Payload, PayloadRequest } from 'payload'
import { isCellCentre } from '@contract/geo'

import { slugify } from '../../offers/slugify'
import type { KyeroProperty } from '../kyero/kyero-property'
import { placeName } from './offer-texts'
import { keyOf, type CountryRef, type ReferenceData } from './reference-data'

type Id = number | string

/** What a building of the feed is: the place (village or town), its town and country. */
export type BuildingPlan = {
  name: string
  city: string
  district: string
  country: CountryRef
  lat: number | null
  lng: number | null
}

const isMonaco = (country: CountryRef) => country.code === 'MC'

/** The building a property stands in, from its location; undefined (with why) when its country is unknown. */
export function planBuilding(
  p: KyeroProperty,
  refs: ReferenceData,
): { plan?: BuildingPlan; problem?: string } {
  // Kyero reads a missing country as Spain.
  const country = refs.country(p.country || 'Spain')
  if (!country)
    return { problem: `Country "${p.country || 'Spain'}" is not in the countries: skipped` }
  if (!p.town) return { problem: 'The property has no <town>: skipped' }
  // Monaco's buildings are in the city MONACO, whatever quarter the feed names as the town.
  const city = isMonaco(country) ? 'MONACO' : placeName(p.town)
  const name = placeName(p.locationDetail || p.town)
  return {
    plan: {
      name,
      city,
      // A known district's code ("Exotic Garden" is `jardin-exotique`), else the words as one.
      district: p.locationDetail
        ? (refs.district(p.locationDetail) ?? slugify(p.locationDetail))
        : '',
      country,
      lat: p.lat,
      lng: p.lng,
    },
  }
}

/**
 * The buildings of an import, found by name, city (case and accents aside) and point, so that
 * offers at one place share one building, an existing one first, and offers at two points of one
 * town keep their own; read once, then kept up to date.
 */
export class BuildingFinder {
  private known = new Map<string, Id>()

  static async load(payload: Payload): Promise<BuildingFinder> {
    const finder = new BuildingFinder()
    const { docs } = await payload.find({
      collection: 'buildings',
      limit: 0,
      pagination: false,
      depth: 0,
      select: { bu_name: true, bu_city: true, bu_lat: true, bu_lng: true },
    })
    for (const b of docs) {
      const key = BuildingFinder.key(b.bu_name, b.bu_city, b.bu_lat, b.bu_lng)
      if (!finder.known.has(key)) finder.known.set(key, b.id)
    }
    return finder
  }

  private static key = (
    name: string,
    city: string,
    lat: number | null | undefined,
    lng: number | null | undefined,
  ) => `${keyOf(name)}|${keyOf(city)}|${lat ?? ''},${lng ?? ''}`

  private static keyOf = (plan: BuildingPlan) =>
    BuildingFinder.key(plan.name, plan.city, plan.lat, plan.lng)

  find(plan: BuildingPlan): Id | undefined {
    return this.known.get(BuildingFinder.keyOf(plan))
  }

  /** Makes the building, within the offer's request (its transaction, where the database has them). */
  async create(plan: BuildingPlan, req: PayloadRequest): Promise<Id> {
    const hasPoint = plan.lat !== null && plan.lng !== null
    const doc = await req.payload.create({
      collection: 'buildings',
      data: {
        bu_name: plan.name,
        bu_city: plan.city,
        bu_district: plan.district || undefined,
        country: plan.country.id as number,
        // The feed's point is shown approximate, unless it already is the centre of its cell (a
        // feed that approximates as this site does): approximating it again would move it.
        ...(hasPoint
          ? {
              bu_lat: plan.lat,
              bu_lng: plan.lng,
              bu_location_precision: isCellCentre(plan.lat!, plan.lng!)
                ? ('exact' as const)
                : ('approximate' as const),
            }
          : {}),
      },
      depth: 0,
      req,
    })
    return doc.id
  }

  /** Remembered only once the offer that made it is saved. */
  remember(plan: BuildingPlan, id: Id): void {
    this.known.set(BuildingFinder.keyOf(plan), id)
  }
}
