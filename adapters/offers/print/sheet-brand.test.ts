import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { BRAND, SHEET_FONTS } from './sheet-brand'

const css = fs.readFileSync(new URL('../../../site/src/styles/base.css', import.meta.url), 'utf8')
const token = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{3,6})`, 'i').exec(css)?.[1]

describe("the sheet's brand", () => {
  it("uses the site's colours", () => {
    const names: Record<keyof typeof BRAND, string> = {
      navy: 'navy',
      sand: 'sand',
      sandLight: 'sand-light',
      gold: 'gold',
      ink: 'ink',
      muted: 'muted',
      line: 'line',
      danger: 'danger',
    }
    for (const [key, name] of Object.entries(names))
      expect(BRAND[key as keyof typeof BRAND], name).toBe(token(name))
  })
  it('finds its font files', () => {
    for (const file of Object.values(SHEET_FONTS)) expect(fs.existsSync(file), file).toBe(true)
  })
})
