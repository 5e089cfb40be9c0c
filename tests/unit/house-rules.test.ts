import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The project's own lint configuration, run on small texts as if they sat at the given paths.
const eslint = new ESLint({ cwd: process.cwd() })
const rulesHit = async (filePath: string, text: string) => {
  const [result] = await eslint.lintText(text, { filePath })
  return result.messages.map((m) => m.ruleId)
}

describe('house rules', () => {
  it('refuses `as unknown as` and `as never` in production code, except in the allowed files', async () => {
    const cast = 'export const n = (JSON.parse("1") as unknown as number) + 1\n'
    const never = 'export const v = JSON.parse("1") as never\n'
    expect(await rulesHit('cms/domain/offers/some-cast.ts', cast)).toContain('no-restricted-syntax')
    expect(await rulesHit('adapters/offers/some-cast.ts', never)).toContain('no-restricted-syntax')
    expect(await rulesHit('cms/seed/fast-writes.ts', cast)).not.toContain('no-restricted-syntax')
    expect(await rulesHit('tests/int/some-cast.test.ts', cast)).not.toContain(
      'no-restricted-syntax',
    )
  })

  it('refuses a module-level map keyed by the Payload instance, even in a file allowed its casts', async () => {
    const store = [
      "import type { Payload } from 'payload'",
      'const kept = new WeakMap<Payload, string>()',
      'export const perCall = () => new WeakMap<Payload, string>()',
      'export const byObject = new WeakMap<object, string>()',
      'export { kept }',
      '',
    ].join('\n')
    const exported =
      "import type { Payload } from 'payload'\nexport const held = new Map<Payload, 1>()\n"
    for (const file of ['cms/domain/offers/some-store.ts', 'adapters/offers/some-store.ts'])
      expect(await rulesHit(file, store)).toEqual(['no-restricted-syntax'])
    expect(await rulesHit('cms/seed/fast-writes.ts', exported)).toEqual(['no-restricted-syntax'])
    expect(await rulesHit('tests/int/some-store.test.ts', store)).toEqual([])
  })

  it('reads the environment only in the settings module', async () => {
    const read = 'export const port = process.env.PORT\n'
    expect(await rulesHit('adapters/http/port.ts', read)).toContain('no-restricted-properties')
    expect(await rulesHit('site/src/lib/port.ts', read)).toContain('no-restricted-properties')
    expect(await rulesHit('cms/env.ts', read)).not.toContain('no-restricted-properties')
  })

  it('keeps lines, comments and strings included, within 160 characters', async () => {
    const long = `export const s = '${'x'.repeat(150)}'\n`
    const comment = `// ${'y'.repeat(170)}\nexport const a = 1\n`
    expect(await rulesHit('contract/long.ts', long)).toContain('max-len')
    expect(await rulesHit('contract/long.ts', comment)).toContain('max-len')
    expect(await rulesHit('contract/short.ts', 'export const a = 1\n')).not.toContain('max-len')
  })

  it('warns of a function over 80 lines', async () => {
    const body = Array.from({ length: 85 }, (_, i) => `  const v${i} = ${i}`).join('\n')
    const text = `export function long() {\n${body}\n  return v0\n}\n`
    const [result] = await eslint.lintText(text, { filePath: 'adapters/long-function.ts' })
    const warning = result.messages.find((m) => m.ruleId === 'max-lines-per-function')
    expect(warning?.severity).toBe(1)
  })

  it('names files in kebab-case with one known suffix', async () => {
    const text = 'export const a = 1\n'
    expect(await rulesHit('adapters/offers/OfferMapper.ts', text)).toContain('house/file-names')
    expect(await rulesHit('adapters/offers/offer_mapper.ts', text)).toContain('house/file-names')
    expect(await rulesHit('adapters/offers/mapper.spec.ts', text)).toContain('house/file-names')
    expect(await rulesHit('adapters/offers/offer-mapper.ts', text)).not.toContain(
      'house/file-names',
    )
    expect(await rulesHit('tests/int/offer-mapper.test.ts', text)).not.toContain('house/file-names')
    expect(await rulesHit('cms/schema/collections/Offers.ts', text)).not.toContain(
      'house/file-names',
    )
  })

  it('keeps cms/ in its order: the admin reached by its configuration only, cms/ imported as @cms/… from outside', async () => {
    // A relative path climbing into cms/ from outside it; the alias instead.
    expect(
      await rulesHit('adapters/http/port.ts', "export { env } from '../../cms/env'\n"),
    ).toContain('no-restricted-imports')
    expect(
      await rulesHit('tests/int/port.test.ts', "export { env } from '../../cms/env'\n"),
    ).toContain('no-restricted-imports')
    expect(
      await rulesHit('adapters/http/port.ts', "export { env } from '@cms/env'\n"),
    ).not.toContain('no-restricted-imports')
    // The admin's views: not from the server's routes nor from the schema or the domain.
    const view = "export { loadDashboard } from '@cms/admin/dashboard/load-dashboard'\n"
    expect(await rulesHit('adapters/http/port.ts', view)).toContain('no-restricted-imports')
    expect(await rulesHit('tests/int/port.test.ts', view)).not.toContain('no-restricted-imports')
    const relativeView = "export { loadDashboard } from '../../admin/dashboard/load-dashboard'\n"
    expect(await rulesHit('cms/domain/mail/some-mail.ts', relativeView)).toContain(
      'import-x/no-restricted-paths',
    )
    expect(await rulesHit('cms/schema/hooks/some-hook.ts', relativeView)).toContain(
      'import-x/no-restricted-paths',
    )
    // The admin's views may use the domain; cms/ imports itself relatively, and the site nothing of it.
    const domain = "export { layout } from '../../domain/mail/layout'\n"
    expect(await rulesHit('cms/admin/dashboard/some-card.ts', domain)).not.toContain(
      'import-x/no-restricted-paths',
    )
    expect(
      await rulesHit('cms/domain/mail/some-mail.ts', "export { env } from '@cms/env'\n"),
    ).toContain('no-restricted-imports')
    expect(await rulesHit('site/src/lib/some.ts', "export { env } from '@cms/env'\n")).toContain(
      'no-restricted-imports',
    )
  })
})
