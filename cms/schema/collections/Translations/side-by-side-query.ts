import type { Payload, TypedUser, Where } from 'payload'
import { LANGUAGES, isLanguage, type Language } from '@contract/languages'

/** Where the side-by-side view lives, under the collection's own admin address. */
export const SIDE_BY_SIDE_PATH = '/side-by-side'

export const PAGE_SIZES = [25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 50
const MAX_SEARCH_LENGTH = 200

/** `any`: keys missing at least one language. */
export type MissingFilter = Language | 'any' | null

export type SideBySideQuery = {
  missing: MissingFilter
  search: string
  page: number
  limit: number
}

export type SideBySideRow = {
  id: number | string
  key: string
  texts: Record<Language, string>
  missing: Language[]
}

export type SideBySidePage = {
  rows: SideBySideRow[]
  totalDocs: number
  page: number
  totalPages: number
  limit: number
}

type Params = Record<string, string | string[] | undefined>

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

/** The view's address parameters (`missing`, `q`, `page`, `limit`); anything unknown or out of range reads as the default. */
export function readSideBySideQuery(params: Params = {}): SideBySideQuery {
  const missing = first(params.missing)
  const page = Number(first(params.page))
  const limit = Number(first(params.limit))
  return {
    missing: missing === 'any' || isLanguage(missing) ? missing : null,
    search: first(params.q).trim().slice(0, MAX_SEARCH_LENGTH),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  }
}

const column = (lang: Language) => `tr_${lang}` as const

/** A text never written and a text saved empty are both missing (the site then shows the English one). */
const isBlank = (v: unknown) => v == null || v === ''
const blankIn = (lang: Language): Where => ({
  or: [{ [column(lang)]: { exists: false } }, { [column(lang)]: { equals: '' } }],
})

/** The filter of a query: missing in one language or in any, and a text found in the key or one of the five texts. */
export function sideBySideWhere({
  missing,
  search,
}: Pick<SideBySideQuery, 'missing' | 'search'>): Where {
  const and: Where[] = []
  if (missing === 'any') and.push({ or: LANGUAGES.map(blankIn) })
  else if (missing) and.push(blankIn(missing))
  if (search)
    and.push({ or: ['tr_key', ...LANGUAGES.map(column)].map((f) => ({ [f]: { like: search } })) })
  return { and }
}

const select = Object.fromEntries(['tr_key', ...LANGUAGES.map(column)].map((f) => [f, true]))

/**
 * One page of site texts, one row a key with its five languages and the ones missing: a single
 * query through the Local API, sorted by key, as the given staff member may read them.
 */
export async function sideBySidePage(
  payload: Payload,
  query: SideBySideQuery,
  user?: TypedUser | null,
): Promise<SideBySidePage> {
  const result = await payload.find({
    collection: 'translations',
    where: sideBySideWhere(query),
    select,
    sort: 'tr_key',
    page: query.page,
    limit: query.limit,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const rows = result.docs.map((doc) => {
    const texts = Object.fromEntries(LANGUAGES.map((l) => [l, doc[column(l)] ?? ''])) as Record<
      Language,
      string
    >
    return {
      id: doc.id,
      key: doc.tr_key,
      texts,
      missing: LANGUAGES.filter((l) => isBlank(doc[column(l)])),
    }
  })
  return {
    rows,
    totalDocs: result.totalDocs,
    page: result.page ?? query.page,
    totalPages: result.totalPages,
    limit: query.limit,
  }
}
