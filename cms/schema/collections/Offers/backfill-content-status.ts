import type { Payload, PayloadRequest, Where } from 'payload'

import { TRANSLATED_FIELDS } from './hooks/derive-content-status'
import { contentStatusFields, type LocalizedValue } from './language-status'

type Log = (line: string) => void
type Stored = Record<string, unknown> & { id: number | string; updatedAt?: string }

/** Never derived: saved before the status fields existed (null in SQL, absent in MongoDB). */
const underived = (path: string): Where => ({ [path]: { exists: false } })

const statusOf = (doc: Record<string, unknown>) =>
  contentStatusFields(
    TRANSLATED_FIELDS.map((f) => doc[f] as LocalizedValue),
    doc.images,
  )

/**
 * Works through what the query finds a batch at a time, always its first batch (a written
 * document leaves the query), at most as many batches as the count asks for, and reports
 * progress after each batch.
 */
async function inBatches(
  label: string,
  total: number,
  size: number,
  log: Log,
  batch: () => Promise<Stored[]>,
  write: (doc: Stored) => Promise<unknown>,
) {
  let done = 0
  for (let round = Math.ceil(total / size); round > 0; round--) {
    const docs = await batch()
    if (!docs.length) break
    for (const doc of docs) await write(doc)
    done += docs.length
    log(`${label}: ${done}/${total}`)
  }
  return done
}

/**
 * Stores the language and photo status of every offer saved before the hook that derives it
 * existed, in the documents and in their latest versions (the admin's list reads the drafts),
 * so the list's "languages" column and its filters are right without saving each offer again.
 * Written through the database adapter, not as saves: no new version, no hooks, `updatedAt` kept.
 */
export async function backfillOfferContentStatus(
  payload: Payload,
  req?: Partial<PayloadRequest>,
  log: Log = (l) => payload.logger.info(l),
  batchSize = 100,
) {
  const read = {
    depth: 0,
    locale: 'all',
    fallbackLocale: false,
    overrideAccess: true,
    pagination: false,
    limit: batchSize,
    sort: 'id',
    req,
  } as const

  const docsTotal = (
    await payload.count({
      collection: 'offers',
      where: underived('of_languages_complete'),
      overrideAccess: true,
      req,
    })
  ).totalDocs
  const docs = await inBatches(
    'offers',
    docsTotal,
    batchSize,
    log,
    async () =>
      (
        await payload.find({
          ...read,
          collection: 'offers',
          where: underived('of_languages_complete'),
          select: { of_name: true, of_text: true, images: true, updatedAt: true },
        })
      ).docs as Stored[],
    (doc) =>
      payload.db.updateOne({
        collection: 'offers',
        id: doc.id,
        data: { ...statusOf(doc), updatedAt: doc.updatedAt },
        req,
        returning: false,
      }),
  )

  const latest: Where = {
    and: [{ latest: { equals: true } }, underived('version.of_languages_complete')],
  }
  const versionsTotal = (
    await payload.countVersions({ collection: 'offers', where: latest, overrideAccess: true, req })
  ).totalDocs
  const versions = await inBatches(
    'offer drafts',
    versionsTotal,
    batchSize,
    log,
    async () =>
      (await payload.findVersions({ ...read, collection: 'offers', where: latest }))
        .docs as Stored[],
    // A version is written whole (MongoDB replaces the `version` object it is given), as Payload itself does.
    ({ id, ...version }) => {
      const content = version.version as Record<string, unknown>
      return payload.db.updateVersion({
        id,
        collection: 'offers',
        versionData: { ...version, version: { ...content, ...statusOf(content) } },
        req,
        returning: false,
      })
    },
  )
  return { docs, versions }
}
