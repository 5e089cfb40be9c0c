import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { initPayload } from '@cms/domain/start/init-payload'
import { makeBuilding, makeExclusivity, makeOffer, makeService } from '../helpers/factories'

let payload: Payload
beforeAll(async () => {
  payload = await initPayload()
})
afterAll(async () => {
  await payload.destroy()
})

describe('slug', () => {
  it('comes from the French name, accents folded', async () => {
    const o = await makeOffer(payload, { of_name: 'Très bel appartement à Èze, vue mer' })
    expect(o.of_slug_fr).toBe('tres-bel-appartement-a-eze-vue-mer')
  })

  it('is made unique with a numeric suffix', async () => {
    const a = await makeOffer(payload, { of_name: 'Villa Les Oliviers' })
    const b = await makeOffer(payload, { of_name: 'Villa Les Oliviers' })
    const c = await makeOffer(payload, { of_name: 'Villa Les Oliviers' })
    expect([a.of_slug_fr, b.of_slug_fr, c.of_slug_fr]).toEqual([
      'villa-les-oliviers',
      'villa-les-oliviers-2',
      'villa-les-oliviers-3',
    ])
  })

  it('is editable and stays put when the name changes', async () => {
    const o = await makeOffer(payload, { of_name: 'Penthouse Larvotto' })
    const edited = await payload.update({
      collection: 'offers',
      id: o.id,
      data: { of_slug_fr: 'penthouse-face-a-la-mer' },
    })
    expect(edited.of_slug_fr).toBe('penthouse-face-a-la-mer')
    const renamed = await payload.update({
      collection: 'offers',
      id: o.id,
      locale: 'fr',
      data: { of_name: 'Penthouse rénové' },
    })
    expect(renamed.of_slug_fr).toBe('penthouse-face-a-la-mer')
  })

  it('uses the stored French name when the offer is saved in another language', async () => {
    const o = await makeOffer(payload, { of_name: 'Duplex Fontvieille' })
    await payload.update({
      collection: 'offers',
      id: o.id,
      locale: 'en',
      data: { of_name: 'Fontvieille duplex', of_slug_fr: '' },
    })
    const after = await payload.findByID({ collection: 'offers', id: o.id })
    expect(after.of_slug_fr).toBe('duplex-fontvieille')
    // Reading the French name must not switch the save itself to French.
    expect(
      (
        await payload.findByID({
          collection: 'offers',
          id: o.id,
          locale: 'fr',
          fallbackLocale: false,
        })
      ).of_name,
    ).toBe('Duplex Fontvieille')
    expect(
      (
        await payload.findByID({
          collection: 'offers',
          id: o.id,
          locale: 'en',
          fallbackLocale: false,
        })
      ).of_name,
    ).toBe('Fontvieille duplex')
  })
})

describe('derived codes', () => {
  it('services become a bitmask of their values', async () => {
    const [pool, lift, gym] = await Promise.all([
      makeService(payload, 1, 'pool'),
      makeService(payload, 8, 'lift'),
      makeService(payload, 64, 'gym'),
    ])
    const o = await makeOffer(payload, { services: [pool.id, gym.id] })
    expect(o.of_services).toBe(65)
    const updated = await payload.update({
      collection: 'offers',
      id: o.id,
      data: { services: [lift.id] },
    })
    expect(updated.of_services).toBe(8)
    const none = await payload.update({ collection: 'offers', id: o.id, data: { services: [] } })
    expect(none.of_services).toBe(0)
  })

  it('type and exclusivity carry their item values', async () => {
    const type = await payload.create({
      collection: 'items',
      data: { kind: 'type', value: 3, text: 'villa', label_fr: 'Villa', label_en: 'Villa' },
    })
    const excl = await makeExclusivity(payload)
    const o = await makeOffer(payload, { type: type.id, exclusivity: excl.id })
    expect([o.of_type, o.of_exclusivite]).toEqual([3, 1])
  })

  it('area and district come from the building, an own district wins', async () => {
    const nice = await makeBuilding(payload, { city: 'NICE', district: 'nice', country: 'FR' })
    const o = await makeOffer(payload, { building: nice.id })
    expect([o.of_area, o.of_city, o.of_district]).toEqual(['france', 'NICE', 'nice'])
    const own = await payload.update({
      collection: 'offers',
      id: o.id,
      data: { of_district_own: 'cimiez' },
    })
    expect(own.of_district).toBe('cimiez')
  })

  it('follow the building when it moves', async () => {
    const b = await makeBuilding(payload, { city: 'MONACO', district: 'larvotto' })
    const o = await makeOffer(payload, { building: b.id })
    const gb = await payload.create({
      collection: 'countries',
      data: { cu_code: 'GB', cu_name_fr: 'Royaume-Uni' },
    })
    await payload.update({
      collection: 'buildings',
      id: b.id,
      data: { bu_city: 'LONDON', bu_district: 'mayfair', country: gb.id },
    })
    const after = await payload.findByID({ collection: 'offers', id: o.id })
    expect([after.of_area, after.of_city, after.of_district]).toEqual([
      'international',
      'LONDON',
      'mayfair',
    ])
  })
})

describe('video embed', () => {
  it('keeps a YouTube iframe and drops anything else', async () => {
    const o = await makeOffer(payload, {
      of_video:
        '<iframe src="https://www.youtube.com/embed/abc" onload="steal()"></iframe><script>alert(1)</script><iframe src="https://evil.example/x"></iframe>',
    })
    expect(o.of_video).toBe('<iframe src="https://www.youtube.com/embed/abc"></iframe>')
  })
})
