import type { Payload } from 'payload'

import type { XmlElement } from '../kyero/kyero-reader'
import { readProperty, type KyeroProperty } from '../kyero/kyero-property'
import { BuildingFinder, planBuilding } from './offer-building'
import { changedFields, offerData } from './offer-data'
import { offerPhotos, removePhotos } from './offer-photos'
import { createOffer, inTransaction, updateOffer } from './offer-save'
import { offerDescriptions, offerNames, placeName } from './offer-texts'
import type { ReferenceData } from './reference-data'
import { addMessage, type ImportMessage, type ImportReport, type RepeatedNotes } from './report'

type Id = number | string

/** What every property of one import shares. */
export type ImportContext = {
  payload: Payload
  feedName: string
  dryRun: boolean
  publishComplete: boolean
  baseDir?: string
  refs: ReferenceData
  buildings: BuildingFinder
  report: ImportReport
  notes: RepeatedNotes
  /** The feed ids read so far: a repeated one is refused, the others are not absent. */
  seen: Set<string>
  /** Aborted when the import runs out of time: downloads under way stop, nothing more is saved. */
  signal?: AbortSignal
}

type Existing = { id: Id; _status?: string | null } & Record<string, unknown>

async function findOffers(ctx: ImportContext, p: KyeroProperty) {
  const find = (where: object) =>
    ctx.payload.find({
      collection: 'offers',
      where: where as never,
      draft: true,
      locale: 'all' as 'fr',
      depth: 0,
      limit: 1,
    })
  const mine = await find({
    and: [{ of_import_source: { equals: ctx.feedName } }, { of_import_id: { equals: p.id } }],
  })
  const withRef = await find({ of_ref: { equals: p.ref } })
  const existing = mine.docs[0] as unknown as Existing | undefined
  const other = withRef.docs[0]
  return { existing, refTaken: Boolean(other && String(other.id) !== String(existing?.id)) }
}

const TERRACE_FEATURE = /^terrace\s+(\d{1,5})\s*m(?:2|²)$/i

/** The type, services, names and descriptions of a property, what is unknown said once per feed. */
function describe(ctx: ImportContext, p: KyeroProperty) {
  const { refs, notes } = ctx
  const type = p.type ? refs.type(p.type) : undefined
  if (!p.type) notes.add('warning', 'No <type>: imported without a type', p.ref)
  else if (!type) notes.add('warning', `Unknown type "${p.type}": imported without a type`, p.ref)
  const services: Id[] = []
  let terrace: number | null = null
  for (const feature of p.features) {
    // Kyero has no terrace surface: feeds, this site's included, write it as a feature.
    const surface = TERRACE_FEATURE.exec(feature)
    if (surface) {
      terrace = Number(surface[1])
      continue
    }
    const item = refs.service(feature)
    if (item) services.push(item.id)
    else notes.add('info', `Unknown feature "${feature}": not imported`, p.ref)
  }
  if (p.pool) {
    const pool = refs.service('pool')
    if (pool) services.push(pool.id)
    else notes.add('info', 'No "pool" service in the reference items: <pool> not imported')
  }
  const { texts, ignored } = offerDescriptions(p.desc)
  for (const code of ignored)
    notes.add(
      'info',
      `Descriptions in "${code}" are not imported (the site has en, fr, es, it, ru)`,
    )
  if (!Object.keys(texts).length)
    notes.add('warning', 'No description in a language of the site', p.ref)
  if (p.plot && type?.text !== 'land')
    notes.add('info', 'Plot areas of houses are not imported (the offers have no such field)')
  const names = offerNames(type, placeName(p.locationDetail || p.town))
  return { type, services, texts, names, terrace }
}

/** Imports one property: read, mapped, compared with what is stored, saved whole or not at all. */
export async function importProperty(ctx: ImportContext, element: XmlElement, line: number) {
  const { report, payload } = ctx
  const say = (level: ImportMessage['level'], message: string, p?: Partial<KyeroProperty>) =>
    addMessage(report, {
      level,
      ...(p?.ref ? { ref: p.ref } : {}),
      ...(p?.id ? { id: p.id } : {}),
      message,
    })
  const read = readProperty(element)
  const p = read.property
  if (!p) {
    say('error', `${read.fatal} (line ${line})`)
    report.counts.skipped++
    return
  }
  if (ctx.seen.has(p.id)) {
    say('error', `The id "${p.id}" appears twice in the feed (line ${line}): skipped`, p)
    report.counts.skipped++
    return
  }
  ctx.seen.add(p.id)
  for (const problem of read.problems) say('warning', problem, p)
  const { plan, problem } = planBuilding(p, ctx.refs)
  if (!plan) {
    say('error', problem!, p)
    report.counts.skipped++
    return
  }
  const { existing, refTaken } = await findOffers(ctx, p)
  if (refTaken) {
    say('error', `The reference "${p.ref}" belongs to another offer not from this feed: skipped`, p)
    report.counts.skipped++
    return
  }
  const parts = describe(ctx, p)
  const photos = await offerPhotos(payload, p.images, {
    baseDir: ctx.baseDir,
    dryRun: ctx.dryRun,
    alt: parts.names.en,
    signal: ctx.signal,
  })
  if (ctx.signal?.aborted) {
    await removePhotos(payload, photos.created)
    ctx.signal.throwIfAborted()
  }
  report.photos.reused += photos.reused
  report.photos.downloaded += photos.created.length
  report.photos.failed += photos.failures.length
  for (const failure of photos.failures) say('warning', failure, p)
  const buildingId = ctx.buildings.find(plan) ?? null
  const data = offerData(p, {
    ...parts,
    feedName: ctx.feedName,
    building: buildingId,
    images: photos.ids,
    inFrance: plan.country.code === 'FR',
  })
  if (!data.of_dpe_status && (p.consumption || p.emissions) && plan.country.code !== 'FR')
    ctx.notes.add(
      'info',
      'Energy rating not imported: only offers in France carry the diagnosis',
      p.ref,
    )
  const changed = existing ? changedFields(existing, data) : Object.keys(data)
  const newPhotos = photos.toDownload ? `, downloading ${photos.toDownload} photos` : ''
  if (existing && !changed.length) {
    report.counts.unchanged++
    // Photos that failed before are tried again: a dry run says so.
    if (newPhotos) say('info', `Would try again${newPhotos.slice(1)}`, p)
    return
  }
  if (ctx.dryRun) {
    report.counts[existing ? 'updated' : 'created']++
    const what = existing ? `Would update (${changed.join(', ')})` : 'Would create'
    say('info', `${what}${newPhotos}`, p)
    return
  }
  try {
    const saved = await inTransaction(payload, async (req) => {
      data.building = buildingId ?? (await ctx.buildings.create(plan, req))
      return existing
        ? updateOffer(req, existing.id, data, existing._status === 'published')
        : createOffer(req, data, ctx.publishComplete)
    })
    if (!buildingId) ctx.buildings.remember(plan, data.building as Id)
    report.counts[existing ? 'updated' : 'created']++
    if (saved.refusal) {
      if (!existing) report.counts.keptDraft++
      say(
        'warning',
        `${existing ? 'Changes kept in a draft' : 'Left as a draft'}: ${saved.refusal}`,
        p,
      )
    }
  } catch (err) {
    await removePhotos(payload, photos.created)
    say('error', `Not saved: ${(err as Error).message}`, p)
    report.counts.skipped++
  }
}
