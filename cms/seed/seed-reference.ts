import type { Payload } from 'payload'
import { LANGUAGES } from '@contract/languages'

import type { Media } from '../payload-types'
import { COUNTRIES, MONACO_DISTRICTS, RIVIERA_TOWNS } from './data/places'
import { EXCLUSIVITIES, SERVICES, TYPES } from './data/items'
import { exteriorSvg, type ExteriorKind } from './images/exterior-svg'
import { IMAGE_DIMENSIONS, renderJpeg, type ImageSize } from './images/render'
import { upsertImage } from './media-pool'
import { rng } from './random'

export type ItemIds = {
  type: Map<string, number | string>
  exclusivity: Map<number, number | string>
  service: Map<string, number | string>
}

export async function seedCountries(payload: Payload): Promise<Map<string, number | string>> {
  const ids = new Map<string, number | string>()
  for (const c of COUNTRIES) {
    const found = await payload.find({
      collection: 'countries',
      where: { cu_code: { equals: c.cu_code } },
      limit: 1,
      depth: 0,
    })
    const data = {
      cu_code: c.cu_code,
      cu_name_fr: c.names.fr,
      cu_name_en: c.names.en,
      cu_name_sp: c.names.sp,
      cu_name_ru: c.names.ru,
      cu_name_it: c.names.it,
    }
    ids.set(
      c.cu_code,
      found.docs[0]?.id ?? (await payload.create({ collection: 'countries', data, depth: 0 })).id,
    )
  }
  return ids
}

/** Types, exclusivity codes and services, keyed by kind and value. */
export async function seedItems(payload: Payload): Promise<ItemIds> {
  const ids: ItemIds = { type: new Map(), exclusivity: new Map(), service: new Map() }
  for (const item of [...TYPES, ...EXCLUSIVITIES, ...SERVICES]) {
    const found = await payload.find({
      collection: 'items',
      where: { and: [{ kind: { equals: item.kind } }, { value: { equals: item.value } }] },
      limit: 1,
      depth: 0,
    })
    const data = {
      kind: item.kind,
      value: item.value,
      text: item.text,
      options: item.options,
      icon: item.icon,
      label_fr: item.labels.fr,
      label_en: item.labels.en,
      label_sp: item.labels.sp,
      label_ru: item.labels.ru,
      label_it: item.labels.it,
    }
    const id =
      found.docs[0]?.id ?? (await payload.create({ collection: 'items', data, depth: 0 })).id
    if (item.kind === 'exclusivity') ids.exclusivity.set(item.value, id)
    else ids[item.kind].set(item.text, id)
  }
  return ids
}

// Each tile gets a scene that hints at the place: harbours and beaches, hill villages, villas.
const TILE_SCENE: Record<string, ExteriorKind> = {
  'monte-carlo': 'facade',
  larvotto: 'seafront',
  'la-condamine': 'seafront',
  fontvieille: 'seafront',
  'monaco-ville': 'terrace',
  'jardin-exotique': 'terrace',
  moneghetti: 'facade',
  'saint-roman': 'terrace',
  nice: 'seafront',
  cannes: 'seafront',
  antibes: 'villa',
  menton: 'seafront',
  beausoleil: 'facade',
  'cap-d-ail': 'terrace',
  'roquebrune-cap-martin': 'villa',
  'villefranche-sur-mer': 'seafront',
  'saint-jean-cap-ferrat': 'villa',
  eze: 'terrace',
}

export async function seedDistricts(
  payload: Payload,
  imageSize: ImageSize,
  media: Map<string, Media['id']>,
): Promise<void> {
  const tiles = [...MONACO_DISTRICTS, ...RIVIERA_TOWNS]
  for (const [order, place] of tiles.entries()) {
    const found = await payload.find({
      collection: 'districts',
      where: { value: { equals: place.value } },
      limit: 1,
      depth: 0,
    })
    if (found.docs.length) continue
    const { width, height } = IMAGE_DIMENSIONS[imageSize]
    const img = await upsertImage(
      payload,
      `seed-district-${place.value}.jpg`,
      place.names.en,
      () =>
        renderJpeg(
          exteriorSvg(rng(`tile-${place.value}`), TILE_SCENE[place.value], width, height),
          imageSize,
          order * 104729,
        ),
      media,
    )
    const doc = await payload.create({
      collection: 'districts',
      locale: 'fr',
      data: {
        value: place.value,
        text: place.names.fr,
        area: place.area as 'monaco' | 'france',
        img,
        order,
      },
      depth: 0,
    })
    for (const locale of LANGUAGES.filter((l) => l !== 'fr')) {
      await payload.update({
        collection: 'districts',
        id: doc.id,
        locale,
        data: { text: place.names[locale] },
        depth: 0,
      })
    }
  }
}
