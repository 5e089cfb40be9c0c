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
    expect(await rulesHit('cms/offers/some-cast.ts', cast)).toContain('no-restricted-syntax')
    expect(await rulesHit('adapters/offers/some-cast.ts', never)).toContain('no-restricted-syntax')
    expect(await rulesHit('cms/seed/fast-writes.ts', cast)).not.toContain('no-restricted-syntax')
    expect(await rulesHit('tests/int/some-cast.test.ts', cast)).not.toContain(
      'no-restricted-syntax',
    )
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
    expect(await rulesHit('cms/collections/Offers.ts', text)).not.toContain('house/file-names')
  })
})
