import type { Payload, Where } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import type { Offer, PublishingRule } from '@cms/payload-types'
import { uploadPhoto } from '../helpers/catalogue'
import { makeBuilding, makeOffer, makeStaff } from '../helpers/factories'
import { useServer } from '../helpers/server'

const running = useServer()
const ALL = ['fr', 'en', 'sp', 'ru', 'it'] as const

/** The field paths of a refused save, sorted; fails when the save went through. */
async function refusedPaths(p: Promise<unknown>): Promise<string[]> {
  try {
    await p
  } catch (err) {
    return ((err as { data?: { errors?: { path: string }[] } }).data?.errors ?? [])
      .map((e) => e.path)
      .sort()
  }
  throw new Error('expected the save to be refused')
}

const setRules = (payload: Payload, rules: Partial<PublishingRule>) =>
  payload.updateGlobal({ slug: 'publishing-rules', data: rules })
afterEach(async () => {
  await setRules(running.payload, {
    requireAllLanguages: false,
    requirePhoto: false,
    requirePrice: false,
    requireLegalInformation: false,
  })
})

// Small: only that an offer has a photo counts here.
const photo = (payload: Payload) => uploadPhoto(payload, 'photo', { width: 64, height: 48 })

/** Writes the name and description of an offer in the given languages. */
async function translate(payload: Payload, id: number, langs: readonly string[]) {
  for (const lang of langs)
    await payload.update({
      collection: 'offers',
      id,
      locale: lang as 'fr',
      data: { of_name: `Nom ${lang}`, of_text: `Texte ${lang}` } as never,
    })
}

const publish = (payload: Payload, id: number, user?: object) =>
  payload.update({
    collection: 'offers',
    id,
    data: { _status: 'published', of_web: true } as Offer,
    ...(user ? { user, overrideAccess: false } : {}),
  })

describe('stored language and photo status', () => {
  it('follows saves in each language and the photos', async () => {
    const p = running.payload
    const offer = await makeOffer(p, { _status: 'draft' })
    let doc = await p.findByID({ collection: 'offers', id: offer.id, draft: true })
    // The factory names it in French and English, without descriptions.
    expect(doc.of_languages_missing).toBe('fr en sp ru it')
    await translate(p, offer.id, ['fr', 'en', 'ru'])
    doc = await p.findByID({ collection: 'offers', id: offer.id, draft: true })
    expect(doc.of_languages_missing).toBe('sp it')
    expect(doc.of_languages_complete).toBe(false)
    expect(doc.of_has_photo).toBe(false)
    await translate(p, offer.id, ['sp', 'it'])
    await p.update({
      collection: 'offers',
      id: offer.id,
      data: { images: [(await photo(p)).id] } as Offer,
    })
    doc = await p.findByID({ collection: 'offers', id: offer.id, draft: true })
    expect(doc).toMatchObject({
      of_languages_missing: '',
      of_languages_complete: true,
      of_has_photo: true,
    })
  })

  it('the list filters "missing language", "missing in sp" and "missing photo" find the right offers', async () => {
    const p = running.payload
    const staff = await makeStaff(p, 'editor')
    const complete = await makeOffer(p, { images: [(await photo(p)).id] })
    await translate(p, complete.id, ALL)
    const noSpanish = await makeOffer(p)
    await translate(p, noSpanish.id, ['fr', 'en', 'ru', 'it'])
    const ids = [complete.id, noSpanish.id]
    const find = async (where: Where) =>
      (
        await p.find({
          collection: 'offers',
          where: { and: [{ id: { in: ids } }, where] },
          user: staff,
          overrideAccess: false,
          depth: 0,
          limit: 0,
        })
      ).docs
        .map((d) => d.id)
        .sort()
    expect(await find({ of_languages_complete: { equals: false } })).toEqual([noSpanish.id])
    expect(await find({ of_languages_missing: { like: 'sp' } })).toEqual([noSpanish.id])
    expect(await find({ of_languages_missing: { like: 'it' } })).toEqual([])
    expect(await find({ of_has_photo: { equals: false } })).toEqual([noSpanish.id])
    expect(await find({ of_has_photo: { equals: true } })).toEqual([complete.id])
  })
})

describe('publishing rules', () => {
  it('are off by default: an offer without photo, price or translations is published', async () => {
    const rules = await running.payload.findGlobal({ slug: 'publishing-rules' })
    expect(rules).toMatchObject({
      requireAllLanguages: false,
      requirePhoto: false,
      requirePrice: false,
      requireLegalInformation: false,
    })
    const offer = await makeOffer(running.payload, { of_price_sell: null })
    expect(offer).toMatchObject({ _status: 'published', of_web: true })
  })

  it('all five languages: refused with the texts to translate, then published once translated', async () => {
    const p = running.payload
    const staff = await makeStaff(p, 'editor')
    await setRules(p, { requireAllLanguages: true })
    const offer = await makeOffer(p, { _status: 'draft' })
    await translate(p, offer.id, ['fr', 'en', 'ru'])
    expect(await refusedPaths(publish(p, offer.id, staff))).toEqual(['of_name', 'of_text'])
    const err = await publish(p, offer.id).catch(
      (e: { data?: { errors?: { message: string }[] } }) => e,
    )
    expect(JSON.stringify(err)).toContain('sp it')
    await translate(p, offer.id, ['sp', 'it'])
    expect(await publish(p, offer.id, staff)).toMatchObject({ _status: 'published', of_web: true })
  })

  it('a photo: refused on "images", published with one', async () => {
    const p = running.payload
    await setRules(p, { requirePhoto: true })
    const offer = await makeOffer(p, { _status: 'draft' })
    expect(await refusedPaths(publish(p, offer.id))).toEqual(['images'])
    await p.update({
      collection: 'offers',
      id: offer.id,
      data: { images: [(await photo(p)).id] } as Offer,
    })
    expect(await publish(p, offer.id)).toMatchObject({ _status: 'published' })
  })

  it('a price or "on request": refused on the missing price, published on request or with a price', async () => {
    const p = running.payload
    await setRules(p, { requirePrice: true })
    const sale = await makeOffer(p, { _status: 'draft', of_price_sell: null })
    expect(await refusedPaths(publish(p, sale.id))).toEqual(['of_price_sell'])
    await p.update({
      collection: 'offers',
      id: sale.id,
      data: { of_sell_uponrequest: true } as Offer,
    })
    expect(await publish(p, sale.id)).toMatchObject({ _status: 'published' })
    const rent = await makeOffer(p, { _status: 'draft', of_sell: false, of_rent: true })
    expect(await refusedPaths(publish(p, rent.id))).toEqual(['of_price_rent'])
    await p.update({ collection: 'offers', id: rent.id, data: { of_price_rent: 22_500 } as Offer })
    expect(await publish(p, rent.id)).toMatchObject({ _status: 'published' })
    const neither = await makeOffer(p, { _status: 'draft', of_sell: false })
    expect(await refusedPaths(publish(p, neither.id))).toEqual(['of_sell'])
  })

  it("the legal information of French listings: the diagnosis choice and the fees' payer", async () => {
    const p = running.payload
    await setRules(p, { requireLegalInformation: true })
    const nice = await makeBuilding(p, { city: 'NICE' })
    const offer = await makeOffer(p, { _status: 'draft', building: nice.id })
    expect(await refusedPaths(publish(p, offer.id))).toEqual(['of_dpe_status', 'of_fees_payer'])
    await p.update({
      collection: 'offers',
      id: offer.id,
      data: { of_dpe_status: 'not_subject', of_fees_payer: 'seller' } as Offer,
    })
    expect(await publish(p, offer.id)).toMatchObject({ _status: 'published' })
  })

  it('drafts and offers off the web are saved freely while rules are on', async () => {
    const p = running.payload
    await setRules(p, { requireAllLanguages: true, requirePhoto: true, requirePrice: true })
    const draft = await makeOffer(p, { _status: 'draft', of_price_sell: null })
    expect(draft._status).toBe('draft')
    const offWeb = await makeOffer(p, { of_web: false, of_price_sell: null })
    expect(offWeb).toMatchObject({ _status: 'published', of_web: false })
  })

  it('editors read the rules, only administrators change them', async () => {
    const p = running.payload
    const editor = await makeStaff(p, 'editor')
    const admin = await makeStaff(p, 'admin')
    expect(
      await p.findGlobal({ slug: 'publishing-rules', user: editor, overrideAccess: false }),
    ).toMatchObject({ requirePhoto: false })
    await expect(
      p.updateGlobal({
        slug: 'publishing-rules',
        data: { requirePhoto: true },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    expect(
      await p.updateGlobal({
        slug: 'publishing-rules',
        data: { requirePhoto: true },
        user: admin,
        overrideAccess: false,
      }),
    ).toMatchObject({ requirePhoto: true })
  })
})

describe('duplicate and bulk publishing', () => {
  it('a duplicate has a new reference and slug, and is a draft, on the site only once published', async () => {
    const p = running.payload
    const staff = await makeStaff(p, 'editor')
    const original = await makeOffer(p)
    await translate(p, original.id, ALL)
    const copy = await p.duplicate({
      collection: 'offers',
      id: original.id,
      user: staff,
      overrideAccess: false,
      locale: 'fr',
    })
    expect(copy.id).not.toBe(original.id)
    expect(copy.of_ref).toBe(`${original.of_ref}-COPIE`)
    expect(copy.of_slug_fr).toBeTruthy()
    expect(copy.of_slug_fr).not.toBe(original.of_slug_fr)
    expect(copy).toMatchObject({
      _status: 'draft',
      of_web: true,
      of_name: 'Nom fr',
      of_languages_missing: '',
    })
    const again = await p.duplicate({
      collection: 'offers',
      id: original.id,
      user: staff,
      overrideAccess: false,
    })
    expect(again.of_ref).toBe(`${original.of_ref}-COPIE-2`)
    const stillOriginal = await p.findByID({ collection: 'offers', id: original.id })
    expect(stillOriginal).toMatchObject({
      _status: 'published',
      of_web: true,
      of_ref: original.of_ref,
    })
  })

  it("the list's bulk update publishes the selected offers on the web and removes them, refusing what the rules refuse", async () => {
    const p = running.payload
    const staff = await makeStaff(p, 'editor')
    const a = await makeOffer(p, { _status: 'draft', of_web: false })
    const b = await makeOffer(p, { _status: 'draft', of_web: false })
    await p.update({
      collection: 'offers',
      id: a.id,
      data: { images: [(await photo(p)).id] } as Offer,
    })
    const where = { id: { in: [a.id, b.id] } }
    await setRules(p, { requirePhoto: true })
    const refused = await p.update({
      collection: 'offers',
      where,
      data: { _status: 'published', of_web: true } as Offer,
      user: staff,
      overrideAccess: false,
    })
    expect(refused.docs.map((d) => d.id)).toEqual([a.id])
    expect(refused.errors.map((e) => e.id)).toEqual([b.id])
    await setRules(p, { requirePhoto: false })
    const published = await p.update({
      collection: 'offers',
      where,
      data: { _status: 'published', of_web: true } as Offer,
      user: staff,
      overrideAccess: false,
    })
    expect(published.docs.map((d) => [d._status, d.of_web])).toEqual([
      ['published', true],
      ['published', true],
    ])
    const removed = await p.update({
      collection: 'offers',
      where,
      data: { of_web: false } as Offer,
      user: staff,
      overrideAccess: false,
    })
    expect(removed.docs.map((d) => d.of_web)).toEqual([false, false])
    const publicView = await p.find({ collection: 'offers', where, overrideAccess: false })
    expect(publicView.totalDocs).toBe(0)
  })
})
