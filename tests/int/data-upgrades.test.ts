import { createLocalReq, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { backfillOfferContentStatus } from '@cms/schema/collections/Offers/backfill-content-status'
import { dataUpgrades } from '@cms/schema/data-upgrades'
import {
  RUSSIAN_EMAIL_WORDS,
  up as russianEmailWords,
} from '@cms/schema/data-upgrades/20261129_190000_data_russian_email_words'
import { up as demoEditorNegotiator } from '@cms/schema/data-upgrades/20261130_010000_data_demo_editor_negotiator'
import {
  ITALIAN_FORMAL_ADDRESS,
  up as italianFormalAddress,
} from '@cms/schema/data-upgrades/20261130_050000_data_italian_formal_address'
import {
  plainTextsAsLexical,
  upgradedDescription,
} from '@cms/schema/data-upgrades/steps/plain-texts-as-lexical'
import type { Offer } from '@cms/payload-types'
import { isLexicalState, plainTextToLexical } from '@cms/domain/rich-text/lexical-state'
import { DEMO_EDITOR, DEMO_EDITOR_NEGOTIATOR } from '@cms/seed/demo-accounts'
import { LOCALES_DIR, readLocaleFile } from '@cms/seed/seed-translations'
import { makeBuilding, makeOffer } from '../helpers/factories'
import { call } from '../helpers/http'
import { useServer } from '../helpers/server'

const running = useServer()

type Doc = Record<string, unknown> & { id: number | string }
const every = {
  locale: 'all',
  fallbackLocale: false,
  depth: 0,
  overrideAccess: true,
  showHiddenFields: true,
} as const
const noStatus = { of_languages_missing: null, of_languages_complete: null, of_has_photo: null }
const noHtml = (texts: Record<string, string>) =>
  Object.fromEntries(Object.keys(texts).map((l) => [l, null]))

/** An offer in every language, without relations, as stored; its newest draft with `draft`. */
const offerAsStored = (p: Payload, id: number, draft = false) =>
  p.findByID({ ...every, collection: 'offers', id, draft, joins: false }) as unknown as Promise<Doc>
const versionsOf = async (p: Payload, id: number) =>
  (
    await p.findVersions({
      ...every,
      collection: 'offers',
      where: { parent: { equals: id } },
      pagination: false,
      sort: 'id',
    })
  ).docs as unknown as Doc[]

/**
 * Puts an offer back the way a database from before rich descriptions holds it, through the
 * database adapter: its descriptions plain strings without HTML and no language status, in the
 * document and in each of its versions, its dates kept. Written whole, every language at once.
 */
async function storeAsPlainText(p: Payload, id: number, texts: Record<string, string>) {
  const { id: _, ...doc } = await offerAsStored(p, id)
  await p.db.updateOne({
    collection: 'offers',
    id,
    data: { ...doc, of_text: texts, of_text_html: noHtml(texts), ...noStatus },
    returning: false,
  })
  for (const { id: versionId, ...v } of await versionsOf(p, id))
    await p.db.updateVersion({
      id: versionId,
      collection: 'offers',
      versionData: {
        ...v,
        version: {
          ...(v.version as object),
          of_text: texts,
          of_text_html: noHtml(texts),
          ...noStatus,
        },
      } as never,
      returning: false,
    })
}

async function storeBuildingAsPlainText(p: Payload, id: number, texts: Record<string, string>) {
  const { id: _, ...doc } = (await p.findByID({
    ...every,
    collection: 'buildings',
    id,
    joins: false,
  })) as unknown as Doc
  await p.db.updateOne({
    collection: 'buildings',
    id,
    data: { ...doc, bu_description: texts, bu_description_html: noHtml(texts) },
    returning: false,
  })
}

/** Every data upgrade, in order, as Payload's migration runner calls it. */
async function runUpgrades(p: Payload) {
  const req = await createLocalReq({}, p)
  for (const upgrade of dataUpgrades) await upgrade.up({ payload: p, req })
}

const FRENCH = 'Ligne un\nLigne deux\n\nSecond paragraphe'
const FRENCH_HTML = '<p>Ligne un<br />Ligne deux</p><p>Second paragraphe</p>'

describe('the data upgrades every database adapter runs', () => {
  it('are recorded once each, after the schema migrations, by the start-up', async () => {
    const { docs } = await running.payload.find({
      collection: 'payload-migrations',
      pagination: false,
      sort: 'id',
      overrideAccess: true,
    })
    const names = docs.map((d) => d.name)
    for (const { name } of dataUpgrades) expect(names.filter((n) => n === name)).toEqual([name])
    expect(names.slice(-dataUpgrades.length)).toEqual(dataUpgrades.map((u) => u.name))
  })

  it('give the seeded Russian site texts that wrote "E-mail" in Latin letters their Russian words, and leave staff’s edits alone', async () => {
    const p = running.payload
    // Each text as an older seed stored it, except one that staff rewrote since.
    const edited = 'contact.email'
    for (const { key, was } of RUSSIAN_EMAIL_WORDS) {
      const tr_ru = key === edited ? 'Почта агентства' : was
      const { docs } = await p.find({
        collection: 'translations',
        where: { tr_key: { equals: key } },
        depth: 0,
      })
      if (docs[0]) await p.update({ collection: 'translations', id: docs[0].id, data: { tr_ru } })
      else
        await p.create({
          collection: 'translations',
          data: { tr_key: key, tr_fr: 'E-mail', tr_en: 'E-mail', tr_ru },
        })
    }
    await russianEmailWords({ payload: p, req: await createLocalReq({}, p) })
    const { docs } = await p.find({
      collection: 'translations',
      where: { tr_key: { in: RUSSIAN_EMAIL_WORDS.map((w) => w.key) } },
      depth: 0,
      pagination: false,
    })
    expect(Object.fromEntries(docs.map((d) => [d.tr_key, d.tr_ru]))).toEqual(
      Object.fromEntries(
        RUSSIAN_EMAIL_WORDS.map(({ key, now }) => [key, key === edited ? 'Почта агентства' : now]),
      ),
    )
  })

  it('give the seeded Italian site texts the formal address, the older wording of a text too, and leave staff’s edits alone', async () => {
    const p = running.payload
    // The new wording is the bundled one, which a database seeded today holds.
    const bundled = readLocaleFile(LOCALES_DIR, 'it')
    for (const { key, was, now } of ITALIAN_FORMAL_ADDRESS) {
      expect(now, key).toBe(bundled[key])
      expect(was, key).not.toBe(now)
    }
    // Each text as an older seed stored it (the last wording listed for a key: its oldest), except
    // one that staff rewrote since in the informal address of the old texts.
    const edited = 'contact.send'
    const staffWords = 'Invia il tuo messaggio'
    const seeded = new Map(ITALIAN_FORMAL_ADDRESS.map(({ key, was }) => [key, was]))
    seeded.set(edited, staffWords)
    const { docs: before } = await p.find({
      collection: 'translations',
      where: { tr_key: { in: [...seeded.keys()] } },
      depth: 0,
      pagination: false,
    })
    for (const [key, tr_it] of seeded) {
      const doc = before.find((d) => d.tr_key === key)
      if (doc) await p.update({ collection: 'translations', id: doc.id, data: { tr_it } })
      else
        await p.create({
          collection: 'translations',
          data: { tr_key: key, tr_fr: key, tr_en: key, tr_it },
        })
    }
    await italianFormalAddress({ payload: p, req: await createLocalReq({}, p) })
    const { docs } = await p.find({
      collection: 'translations',
      where: { tr_key: { in: [...seeded.keys()] } },
      depth: 0,
      pagination: false,
    })
    const stored = Object.fromEntries(docs.map((d) => [d.tr_key, d.tr_it]))
    expect(stored).toEqual(
      Object.fromEntries(
        [...seeded.keys()].map((key) => [key, key === edited ? staffWords : bundled[key]]),
      ),
    )
  })

  it('link the demo editor of a database seeded before to their demo negotiator, and leave an editor staff linked since alone', async () => {
    const p = running.payload
    const upgrade = async () =>
      demoEditorNegotiator({ payload: p, req: await createLocalReq({}, p) })
    const negotiatorOf = async (id: number) =>
      (await p.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })).negotiator
    // The demo editor as an older seed made it: no negotiator, and none yet to link to.
    const editor = await p.create({
      collection: 'users',
      data: { ...DEMO_EDITOR, role: 'editor' },
      overrideAccess: true,
    })
    await upgrade()
    expect(await negotiatorOf(editor.id)).toBeFalsy()
    const camille = await p.create({
      collection: 'negotiators',
      data: { name: 'Camille Rossi', email: DEMO_EDITOR_NEGOTIATOR },
      overrideAccess: true,
    })
    await upgrade()
    expect(await negotiatorOf(editor.id)).toBe(camille.id)
    // Staff gave the editor another negotiator since: left alone.
    const other = await p.create({
      collection: 'negotiators',
      data: { name: 'Alexandre Volkov', email: 'alexandre.volkov@belsunce.mc' },
      overrideAccess: true,
    })
    await p.update({ collection: 'users', id: editor.id, data: { negotiator: other.id } })
    await upgrade()
    expect(await negotiatorOf(editor.id)).toBe(other.id)
  })

  it('turn plain-text descriptions into rich texts with their HTML and store the language status, once', async () => {
    const p = running.payload
    const old = await makeOffer(p)
    await storeAsPlainText(p, old.id, { fr: FRENCH, en: 'One line' })
    const building = await makeBuilding(p)
    await storeBuildingAsPlainText(p, building.id, { fr: 'Immeuble calme', en: '   ' })
    const rich = await makeOffer(p, {
      of_text: plainTextToLexical('Déjà riche') as unknown as Offer['of_text'],
    })

    // The old shape is really what is stored: a plain string, no HTML, no status.
    const before = await offerAsStored(p, old.id)
    expect(before.of_text).toEqual({ fr: FRENCH, en: 'One line' })
    expect(before.of_languages_complete ?? null).toBeNull()
    expect((await offerAsStored(p, old.id, true)).of_text).toEqual({
      fr: FRENCH,
      en: 'One line',
    })
    const richBefore = await offerAsStored(p, rich.id)
    const richVersionsBefore = await versionsOf(p, rich.id)

    await runUpgrades(p)

    for (const draft of [false, true]) {
      const after = await offerAsStored(p, old.id, draft)
      const text = after.of_text as Record<string, unknown>
      expect(isLexicalState(text.fr), `draft ${draft}`).toBe(true)
      expect(isLexicalState(text.en), `draft ${draft}`).toBe(true)
      expect(after.of_text_html, `draft ${draft}`).toEqual({
        fr: FRENCH_HTML,
        en: '<p>One line</p>',
      })
      // Named in French and English by the factory, described in both now.
      expect(after, `draft ${draft}`).toMatchObject({
        of_languages_missing: 'sp ru it',
        of_languages_complete: false,
        of_has_photo: false,
      })
      // The rest of the offer, its other languages included, and its date are as they were.
      expect(after.of_name).toEqual(before.of_name)
      expect(after.of_ref).toEqual(before.of_ref)
      expect(after.building).toEqual(before.building)
    }
    expect((await offerAsStored(p, old.id)).updatedAt).toBe(before.updatedAt)
    for (const v of await versionsOf(p, old.id))
      expect((v.version as Doc).of_text_html).toEqual({ fr: FRENCH_HTML, en: '<p>One line</p>' })

    const storedBuilding = (await p.findByID({
      ...every,
      collection: 'buildings',
      id: building.id,
    })) as unknown as Doc
    expect(storedBuilding.bu_description_html).toEqual({ fr: '<p>Immeuble calme</p>', en: null })
    expect((storedBuilding.bu_description as Record<string, unknown>).en ?? null).toBeNull()
    expect(storedBuilding.bu_name).toBe(building.bu_name)

    // The public API's lists read the stored HTML alone.
    const list = await call(running.url, 'GET', '/web/1.0/offers?lang=en&limit=1000')
    expect(list.status).toBe(200)
    expect(JSON.stringify(list.body)).toContain('<p>One line</p>')
    const detail = await call(running.url, 'GET', `/web/1.0/offers/${old.of_slug_fr}?lang=fr`)
    expect(detail.body.data.of_text_fr).toBe(FRENCH_HTML)

    // An offer already rich is left alone, versions included.
    expect(await offerAsStored(p, rich.id)).toEqual(richBefore)
    expect(await versionsOf(p, rich.id)).toEqual(richVersionsBefore)

    // Again: nothing left to do, nothing written.
    const once = {
      offer: await offerAsStored(p, old.id),
      versions: await versionsOf(p, old.id),
      building: await p.findByID({ ...every, collection: 'buildings', id: building.id }),
    }
    await runUpgrades(p)
    expect(await plainTextsAsLexical(p)).toEqual({ offers: 0, 'offers versions': 0, buildings: 0 })
    expect(await backfillOfferContentStatus(p, undefined, () => {})).toEqual({
      docs: 0,
      versions: 0,
    })
    expect({
      offer: await offerAsStored(p, old.id),
      versions: await versionsOf(p, old.id),
      building: await p.findByID({ ...every, collection: 'buildings', id: building.id }),
    }).toEqual(once)
  })

  it('go through many documents a page at a time without skipping any', async () => {
    const p = running.payload
    const building = (await makeBuilding(p)).id
    const ids: number[] = []
    for (let i = 0; i < 5; i++) ids.push((await makeOffer(p, { building })).id)
    for (const id of ids) await storeAsPlainText(p, id, { fr: `Texte ${id}` })
    const written = await plainTextsAsLexical(p, undefined, 2)
    expect(written).toMatchObject({ offers: 5 })
    expect(written['offers versions']).toBeGreaterThanOrEqual(5)
    for (const id of ids)
      expect((await offerAsStored(p, id)).of_text_html).toMatchObject({ fr: `<p>Texte ${id}</p>` })
  })

  it('leave a description that is already in shape alone, and give a rich text without HTML its HTML', () => {
    const state = plainTextToLexical('Vue mer')
    expect(upgradedDescription({ fr: state }, { fr: '<p>Vue mer</p>' })).toBeNull()
    expect(upgradedDescription({ fr: null, en: null }, undefined)).toBeNull()
    expect(upgradedDescription(undefined, undefined)).toBeNull()
    expect(upgradedDescription({ fr: state }, {})).toEqual({
      text: { fr: state },
      html: { fr: '<p>Vue mer</p>' },
    })
    // An empty plain text becomes an empty description, not an empty paragraph.
    expect(upgradedDescription({ fr: '  ', en: 'Sea view' }, null)).toEqual({
      text: { fr: null, en: plainTextToLexical('Sea view') },
      html: { fr: null, en: '<p>Sea view</p>' },
    })
  })
})
