import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { backfillOfferContentStatus } from '@cms/schema/collections/Offers/backfill-content-status'
import { migrations } from '@cms/schema/migrations'
import type { Offer } from '@cms/payload-types'
import { plainTextToLexical } from '@cms/domain/rich-text/lexical-state'
import { uploadPhoto } from '../helpers/catalogue'
import { makeOffer } from '../helpers/factories'
import { useServer } from '../helpers/server'

const running = useServer()
const STATUS = ['of_languages_missing', 'of_languages_complete', 'of_has_photo'] as const
const unset = { of_languages_missing: null, of_languages_complete: null, of_has_photo: null }

/**
 * Puts an offer back as it was before the status fields existed: nothing stored, in the document
 * nor in its latest version, and the dates left alone.
 */
async function forgetStatus(payload: Payload, id: number) {
  const doc = await payload.findByID({ collection: 'offers', id, depth: 0 })
  await payload.db.updateOne({
    collection: 'offers',
    id,
    data: { ...unset, updatedAt: doc.updatedAt },
  })
  const { docs } = await payload.findVersions({
    collection: 'offers',
    where: { and: [{ parent: { equals: id } }, { latest: { equals: true } }] },
    locale: 'all',
    fallbackLocale: false,
    depth: 0,
    pagination: false,
  })
  for (const { id: versionId, ...v } of docs)
    await payload.db.updateVersion({
      id: versionId,
      collection: 'offers',
      versionData: { ...v, version: { ...v.version, ...unset } } as never,
    })
}

const statusOf = (doc: Partial<Offer>) => Object.fromEntries(STATUS.map((f) => [f, doc[f] ?? null]))

const photo = (payload: Payload) => uploadPhoto(payload, 'photo', { width: 64, height: 48 })
/** How many drafts the admin's "missing a language" filter finds among the given offer's. */
const missingLanguage = async (payload: Payload, id: number) =>
  (
    await payload.find({
      collection: 'offers',
      where: { and: [{ of_languages_complete: { equals: false } }, { id: { equals: id } }] },
      draft: true,
    })
  ).totalDocs
/** An offer in every language, without its relations, as stored (or as its newest draft). */
const allLanguages = (payload: Payload, id: number, draft = false) =>
  payload.findByID({ collection: 'offers', id, locale: 'all', depth: 0, draft })

describe('the backfill of the offers’ language status', () => {
  it('stores the status of offers saved before it existed, in the offer and its latest draft, keeping the texts, photos and dates', async () => {
    const p = running.payload
    const complete = await makeOffer(p)
    for (const lang of ['fr', 'en', 'sp', 'ru', 'it'] as const)
      await p.update({
        collection: 'offers',
        id: complete.id,
        locale: lang,
        data: { of_name: `Nom ${lang}`, of_text: plainTextToLexical(`Texte ${lang}`) } as Offer,
      })
    await p.update({
      collection: 'offers',
      id: complete.id,
      data: { images: [(await photo(p)).id] } as Offer,
    })
    const partial = await makeOffer(p, { _status: 'draft' })
    await p.update({
      collection: 'offers',
      id: partial.id,
      locale: 'ru',
      data: { of_name: 'Квартира', of_text: plainTextToLexical('Текст') } as Offer,
      draft: true,
    })
    const untouched = await makeOffer(p)
    const done = { of_languages_missing: '', of_languages_complete: true, of_has_photo: true }
    // The published document has no description; the draft is named in French and English by the factory, and written in Russian.
    const expected: [number, boolean, object][] = [
      [complete.id, false, done],
      [complete.id, true, done],
      [
        partial.id,
        false,
        {
          of_languages_missing: 'fr en sp ru it',
          of_languages_complete: false,
          of_has_photo: false,
        },
      ],
      [
        partial.id,
        true,
        { of_languages_missing: 'fr en sp it', of_languages_complete: false, of_has_photo: false },
      ],
    ]
    const before = await allLanguages(p, complete.id)
    const beforeDraft = await allLanguages(p, complete.id, true)
    for (const id of [complete.id, partial.id]) await forgetStatus(p, id)
    expect(
      statusOf(await p.findByID({ collection: 'offers', id: partial.id, draft: true })),
    ).toEqual(unset)
    expect(await missingLanguage(p, partial.id)).toBe(0)

    const migration = migrations.find((m) => m.name.endsWith('_offer_content_status_backfill'))
    expect(migration).toBeDefined()
    await migration!.up({ payload: p, req: {} } as never)

    for (const [id, draft, status] of expected)
      expect(
        statusOf(await p.findByID({ collection: 'offers', id, depth: 0, draft })),
        `offer ${id}, draft ${draft}`,
      ).toEqual(status)
    // The admin's list reads the drafts: its "missing a language" filter finds the offer at once.
    expect(await missingLanguage(p, partial.id)).toBe(1)
    const after = await allLanguages(p, complete.id)
    expect(after.updatedAt).toBe(before.updatedAt)
    expect(after.of_name).toEqual(before.of_name)
    expect(after.of_text).toEqual(before.of_text)
    expect(after.images).toEqual(before.images)
    const afterDraft = await allLanguages(p, complete.id, true)
    expect(afterDraft).toEqual(beforeDraft)
    const versions = await p.findVersions({
      collection: 'offers',
      where: { parent: { equals: complete.id } },
      pagination: false,
    })
    expect(versions.docs.length).toBeGreaterThan(0)
    // An offer whose status was stored is left as it was.
    expect(
      statusOf(await p.findByID({ collection: 'offers', id: untouched.id, depth: 0 })),
    ).toMatchObject({ of_languages_complete: false })
  })

  it('goes through many offers in batches, reporting its progress', async () => {
    const p = running.payload
    const building = (await makeOffer(p)).building
    const ids: number[] = []
    for (let i = 0; i < 23; i++) ids.push((await makeOffer(p, { building })).id)
    for (const id of ids) await forgetStatus(p, id)
    const lines: string[] = []
    const done = await backfillOfferContentStatus(p, undefined, (l) => lines.push(l), 10)
    expect(done).toEqual({ docs: 23, versions: 23 })
    expect(lines).toEqual([
      'offers: 10/23',
      'offers: 20/23',
      'offers: 23/23',
      'offer drafts: 10/23',
      'offer drafts: 20/23',
      'offer drafts: 23/23',
    ])
    const left = await p.count({
      collection: 'offers',
      where: { of_languages_complete: { exists: false } },
    })
    expect(left.totalDocs).toBe(0)
  })
})
