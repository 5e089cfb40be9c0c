import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { LANGUAGES } from '@contract/languages'

import { buildingLocation } from './building-location'
import { BUILDINGS, SCHOOLS } from './data/buildings'
import { PLACES } from './data/places'
import { BANKS } from './offer-texts'
import { between, intBetween, rng, shuffle } from './random'
import { plainTextToLexical } from '../domain/rich-text/lexical-state'
import type { Building } from '../payload-types'
import { inEveryLanguage } from './every-language'

// Typical door-to-door speeds in km/h, and a detour factor over the straight distance.
const SPEED = { walking: 4.8, bicycling: 14, transit: 18, driving: 26 } as const
const DETOUR = { walking: 1, bicycling: 1.1, transit: 1.25, driving: 1.35 } as const

/** Residences with their location, their description in five languages and one to three school distances. */
export async function seedBuildings(
  payload: Payload,
  countries: Map<string, number | string>,
): Promise<Map<string, number | string>> {
  const ids = new Map<string, number | string>()
  for (const [i, b] of BUILDINGS.entries()) {
    const place = PLACES.find((p) => p.value === b.place)
    if (!place) throw new Error(`Unknown place ${b.place} for ${b.name}`)
    const found = await payload.find({
      collection: 'buildings',
      where: { bu_name: { equals: b.name } },
      limit: 1,
      depth: 0,
    })
    if (found.docs[0]) {
      ids.set(b.name, found.docs[0].id)
      // A database seeded before buildings had a location gets one (its offers follow).
      if (found.docs[0].bu_lat_public == null)
        await payload.update({
          collection: 'buildings',
          id: found.docs[0].id,
          data: buildingLocation(b.name, b.place),
          depth: 0,
        })
      continue
    }
    const description = Object.fromEntries(
      LANGUAGES.map((l) => [
        l,
        plainTextToLexical(BANKS[l].buildingDescription(b.name, place.names[l], i)),
      ]),
    )
    const doc = await payload.create({
      collection: 'buildings',
      locale: 'all' as 'fr',
      data: {
        bu_name: b.name,
        bu_city: place.city,
        bu_district: place.value,
        country: countries.get(place.country) as number,
        bu_description: inEveryLanguage<Building['bu_description']>(description),
        ...buildingLocation(b.name, b.place),
      },
      depth: 0,
    })
    ids.set(b.name, doc.id)
    const r = rng(`building-${b.name}`)
    const schools = shuffle(
      r,
      SCHOOLS.filter((s) => s.area === place.area && (!s.place || s.place === place.value)),
    ).slice(0, intBetween(r, 1, 3))
    for (const school of schools) {
      const km = between(r, school.km[0], school.km[1])
      const data: Record<string, unknown> = { schoolName: school.name, building: doc.id }
      for (const mode of ['walking', 'bicycling', 'transit', 'driving'] as const) {
        const d = Math.round(km * DETOUR[mode] * 10) / 10
        data[`di_${mode}_km`] = d
        data[`di_${mode}_time`] = Math.round(
          (d / SPEED[mode]) * 3600 + (mode === 'transit' ? 300 : mode === 'driving' ? 120 : 0),
        )
      }
      await payload.create({
        collection: 'distances',
        data: data as RequiredDataFromCollectionSlug<'distances'>,
        depth: 0,
      })
    }
  }
  return ids
}
