import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  readSideBySideQuery,
  sideBySidePage,
} from '@cms/schema/collections/Translations/side-by-side-query'
import { makeStaff } from '../helpers/factories'
import { useServer } from '../helpers/server'

const running = useServer()

const ALL = { tr_fr: 'Bonjour', tr_en: 'Hello', tr_sp: 'Hola', tr_ru: 'Привет', tr_it: 'Ciao' }

/** A site text under the test's own key prefix, with the given languages left out or saved empty. */
async function text(
  payload: Payload,
  key: string,
  over: Partial<typeof ALL> = {},
  absent: (keyof typeof ALL)[] = [],
) {
  const data: Record<string, string> = { tr_key: `sbs.${key}`, ...ALL, ...over }
  for (const f of absent) delete data[f]
  return payload.create({
    collection: 'translations',
    data: data as typeof ALL & { tr_key: string },
    depth: 0,
  })
}

const keysOf = async (payload: Payload, params: Record<string, string>, user?: object) =>
  (
    await sideBySidePage(payload, readSideBySideQuery({ q: 'sbs.', ...params }), user as never)
  ).rows.map((r) => r.key)

describe('the site texts side by side', () => {
  beforeAll(async () => {
    const p = running.payload
    await text(p, 'complete')
    await text(p, 'ru-empty', { tr_ru: '' })
    await text(p, 'ru-it-absent', {}, ['tr_ru', 'tr_it'])
    await text(p, 'sp-empty', { tr_sp: '' })
    await text(p, 'harbour', { tr_fr: 'Vue sur le port Hercule', tr_en: 'Harbour view' })
  })

  it('"missing in ru" finds the keys whose Russian text is empty or was never written, with what each lacks', async () => {
    const page = await sideBySidePage(
      running.payload,
      readSideBySideQuery({ missing: 'ru', q: 'sbs.' }),
    )
    expect(page.rows.map((r) => [r.key, r.missing])).toEqual([
      ['sbs.ru-empty', ['ru']],
      ['sbs.ru-it-absent', ['ru', 'it']],
    ])
    expect(page.rows[1].texts).toEqual({ fr: 'Bonjour', en: 'Hello', sp: 'Hola', ru: '', it: '' })
    expect(await keysOf(running.payload, { missing: 'it' })).toEqual(['sbs.ru-it-absent'])
  })

  it('"missing in any language" finds every incomplete key; no filter finds them all, sorted by key', async () => {
    expect(await keysOf(running.payload, { missing: 'any' })).toEqual([
      'sbs.ru-empty',
      'sbs.ru-it-absent',
      'sbs.sp-empty',
    ])
    expect(await keysOf(running.payload, {})).toEqual([
      'sbs.complete',
      'sbs.harbour',
      'sbs.ru-empty',
      'sbs.ru-it-absent',
      'sbs.sp-empty',
    ])
  })

  it('the search looks in the keys and in the texts of every language, together with the filter', async () => {
    expect(await keysOf(running.payload, { q: 'port hercule' })).toEqual(['sbs.harbour'])
    expect(await keysOf(running.payload, { q: 'harbour' })).toEqual(['sbs.harbour'])
    expect(await keysOf(running.payload, { q: 'absent', missing: 'sp' })).toEqual([])
    expect(await keysOf(running.payload, { q: 'absent', missing: 'ru' })).toEqual([
      'sbs.ru-it-absent',
    ])
  })

  it('pages through hundreds of keys in one query a page, as staff read them', async () => {
    const p = running.payload
    for (let i = 0; i < 60; i++)
      await text(p, `many.${String(i).padStart(2, '0')}`, i % 3 ? {} : { tr_ru: '' })
    const staff = await makeStaff(p, 'editor')
    const first = await sideBySidePage(
      p,
      readSideBySideQuery({ q: 'sbs.many', limit: '25' }),
      staff,
    )
    expect(first).toMatchObject({ totalDocs: 60, totalPages: 3, page: 1, limit: 25 })
    expect(first.rows[0].key).toBe('sbs.many.00')
    const last = await sideBySidePage(
      p,
      readSideBySideQuery({ q: 'sbs.many', limit: '25', page: '3' }),
      staff,
    )
    expect(last.rows.map((r) => r.key)).toEqual(
      Array.from({ length: 10 }, (_, i) => `sbs.many.${50 + i}`),
    )
    const missingRu = await sideBySidePage(
      p,
      readSideBySideQuery({ q: 'sbs.many', missing: 'ru' }),
      staff,
    )
    expect(missingRu.totalDocs).toBe(20)
    expect(missingRu.rows.every((r) => r.missing.join() === 'ru')).toBe(true)
  })

  it('reads unknown or out-of-range address parameters as the defaults', () => {
    expect(
      readSideBySideQuery({
        missing: 'de',
        page: '-2',
        limit: '100000',
        q: `  ${'x'.repeat(500)} `,
      }),
    ).toEqual({ missing: null, page: 1, limit: 50, search: 'x'.repeat(200) })
    expect(readSideBySideQuery({ missing: ['sp', 'ru'], page: '2.5', limit: '100' })).toEqual({
      missing: 'sp',
      page: 1,
      limit: 100,
      search: '',
    })
  })
})
