import type { CollectionSlug, PaginatedDocs, Payload, PayloadRequest } from 'payload'

import { htmlFieldName } from '../../../domain/rich-text/fields'
import { isLexicalState, plainTextToLexical } from '../../../domain/rich-text/lexical-state'
import { richTextToHtml } from '../../../domain/rich-text/to-html'

type ByLocale = Record<string, unknown>
type Stored = Record<string, unknown> & { id: number | string }

/** The descriptions that were plain texts before they were rich, with the collection that holds each. */
export const PLAIN_TEXT_DESCRIPTIONS = [
  { collection: 'offers', field: 'of_text', versions: true },
  { collection: 'buildings', field: 'bu_description', versions: false },
] as const satisfies ReadonlyArray<{ collection: CollectionSlug; field: string; versions: boolean }>

/**
 * A description in every language as it is now stored: a plain string becomes Lexical
 * paragraphs (a blank line starts one, a single newline is a line break) with its sanitised
 * HTML, and a rich text without stored HTML gains it. Null when every language already is so,
 * which makes the upgrade safe to run again.
 */
export function upgradedDescription(
  text: unknown,
  html: unknown,
): { text: ByLocale; html: ByLocale } | null {
  if (!text || typeof text !== 'object' || isLexicalState(text)) return null
  const texts: ByLocale = { ...(text as ByLocale) }
  const htmls: ByLocale = html && typeof html === 'object' ? { ...(html as ByLocale) } : {}
  let changed = false
  for (const [locale, value] of Object.entries(texts)) {
    if (typeof value === 'string') {
      const state = plainTextToLexical(value)
      texts[locale] = state
      htmls[locale] = state ? richTextToHtml(state) : null
      changed = true
    } else if (isLexicalState(value) && typeof htmls[locale] !== 'string') {
      htmls[locale] = richTextToHtml(value)
      changed = true
    }
  }
  return changed ? { text: texts, html: htmls } : null
}

/** Every page of a read, in id order; nothing is filtered out, so a write never shifts the pages. */
async function eachStored(
  read: (page: number) => Promise<PaginatedDocs<Stored>>,
  visit: (doc: Stored) => Promise<boolean>,
): Promise<number> {
  let written = 0
  for (let page = 1; ; page++) {
    const result = await read(page)
    for (const doc of result.docs) if (await visit(doc)) written++
    if (!result.hasNextPage) return written
  }
}

/**
 * Turns the plain-text descriptions still stored (a database written before they were rich,
 * such as a MongoDB one, which has no SQL migration) into Lexical with their HTML, in the
 * documents and in every saved version. Written through the database adapter, not as saves: no
 * new version, no hooks, `updatedAt` kept. Each document is written whole, every language at
 * once, since a SQL adapter rewrites all of a document's localized columns together.
 */
export async function plainTextsAsLexical(
  payload: Payload,
  req?: Partial<PayloadRequest>,
  batchSize = 100,
): Promise<Record<string, number>> {
  const read = {
    depth: 0,
    locale: 'all',
    fallbackLocale: false,
    overrideAccess: true,
    showHiddenFields: true,
    limit: batchSize,
    sort: 'id',
    req,
  } as const
  const written: Record<string, number> = {}
  for (const { collection, field, versions } of PLAIN_TEXT_DESCRIPTIONS) {
    const htmlField = htmlFieldName(field)
    written[collection] = await eachStored(
      async (page) =>
        (await payload.find({
          ...read,
          collection,
          page,
          // What other collections point here is theirs to store, not part of the document.
          joins: false,
        })) as unknown as PaginatedDocs<Stored>,
      async ({ id, ...doc }) => {
        const upgraded = upgradedDescription(doc[field], doc[htmlField])
        if (!upgraded) return false
        await payload.db.updateOne({
          collection,
          id,
          data: { ...doc, [field]: upgraded.text, [htmlField]: upgraded.html },
          req,
          returning: false,
        })
        return true
      },
    )
    if (!versions) continue
    written[`${collection} versions`] = await eachStored(
      async (page) =>
        (await payload.findVersions({
          ...read,
          collection,
          page,
        })) as unknown as PaginatedDocs<Stored>,
      async ({ id, ...version }) => {
        const content = version.version as Record<string, unknown>
        const upgraded = upgradedDescription(content[field], content[htmlField])
        if (!upgraded) return false
        // A version is written whole (MongoDB replaces the `version` object it is given), as Payload itself does.
        await payload.db.updateVersion({
          id,
          collection,
          versionData: {
            ...version,
            version: { ...content, [field]: upgraded.text, [htmlField]: upgraded.html },
          } as never,
          req,
          returning: false,
        })
        return true
      },
    )
  }
  return written
}
