import fs from 'node:fs'
import path from 'node:path'

import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import cormorantGaramond from '@capsizecss/metrics/cormorantGaramond'
import georgia from '@capsizecss/metrics/georgia'
import inter from '@capsizecss/metrics/inter'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import { describe, expect, it } from 'vitest'

const css = ['fallback-faces.css', 'brand-faces.css']
  .map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8'))
  .join('\n')

/** The descriptors of the @font-face rule of a family, by name. */
function faceOf(family: string): Record<string, string> {
  const rule = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((m) => m[1])
    .find((body) => body.includes(`font-family: '${family}';`))
  if (!rule) throw new Error(`no @font-face for ${family}`)
  return Object.fromEntries(
    rule
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
  )
}

/** What capsize computes for a fallback of `font` drawn in `fallback`, as descriptors. */
function capsize(
  font: Parameters<typeof createFontStack>[0][number],
  fallback: Parameters<typeof createFontStack>[0][number],
): Record<string, string> {
  const [face] = createFontStack([font, fallback]).fontFaces.split('@font-face').filter(Boolean)
  const wanted = ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']
  return Object.fromEntries(
    [...face.matchAll(/([\w-]+):\s*([^;]+);/g)]
      .filter((m) => wanted.includes(m[1]))
      .map((m) => [m[1], m[2].trim()]),
  )
}

describe('the fallback faces', () => {
  it.each([
    ['Cormorant Garamond Fallback Georgia', cormorantGaramond, georgia],
    ['Cormorant Garamond Fallback Times', cormorantGaramond, timesNewRoman],
    ['Inter Fallback Arial', inter, arial],
  ])('%s has the metrics capsize computes from both fonts', (family, font, fallback) => {
    const face = faceOf(family)
    const expected = capsize(font, fallback)
    for (const [descriptor, value] of Object.entries(expected))
      expect(face[descriptor], descriptor).toBe(value)
    // A zero line gap is left out by capsize when the fallback has none either: stated here so
    // that no platform default applies.
    expect(face['line-gap-override']).toBe(expected['line-gap-override'] ?? '0%')
  })

  it('come in each brand stack between the brand face and the plain families', () => {
    const base = fs.readFileSync(path.join(__dirname, 'base.css'), 'utf8')
    const stack = (name: string) =>
      new RegExp(`--${name}:\\s*([^;]+);`)
        .exec(base)![1]
        .split(',')
        .map((f) => f.trim().replace(/^'|'$/g, ''))
    expect(stack('font-display').slice(0, 3)).toEqual([
      'Cormorant Garamond',
      'Cormorant Garamond Fallback Georgia',
      'Cormorant Garamond Fallback Times',
    ])
    expect(stack('font-body').slice(0, 2)).toEqual(['Inter', 'Inter Fallback Arial'])
  })
})

describe('the brand faces', () => {
  it('are WOFF2 files of the Latin, Latin-ext and Cyrillic subsets, each with its characters, swapped in', () => {
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map((m) => m[1])
      .filter((body) => body.includes('url('))
    const files = faces.map((body) => /url\('([^']+)'\)/.exec(body)![1].split('/').pop())
    expect(files.sort()).toEqual([
      'cormorant-garamond-cyrillic-wght-normal.woff2',
      'cormorant-garamond-latin-ext-wght-normal.woff2',
      'cormorant-garamond-latin-wght-normal.woff2',
      'inter-cyrillic-wght-normal.woff2',
      'inter-latin-ext-wght-normal.woff2',
      'inter-latin-wght-normal.woff2',
    ])
    for (const body of faces) {
      expect(body).toContain('font-display: swap;')
      expect(body).toContain("format('woff2')")
      expect(body).toMatch(/unicode-range:\s+U\+/)
    }
  })
})
