import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'
import { LANGUAGES, type Language } from '@contract/languages'

// Relative to this file, so the seed finds the site's texts whatever the working directory.
export const LOCALES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../site/src/i18n/locales',
)
const KEY = /^[A-Za-z0-9_.-]+$/

/** A locale file as flat key → text; nested objects become dotted keys. Missing or broken: empty. */
export function readLocaleFile(dir: string, locale: Language): Record<string, string> {
  try {
    const flat: Record<string, string> = {}
    const walk = (node: unknown, prefix: string) => {
      if (typeof node === 'string') flat[prefix] = node
      else if (node && typeof node === 'object')
        for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k)
    }
    walk(JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')), '')
    return flat
  } catch {
    return {}
  }
}

/**
 * One translations document per site text key. Only missing keys are created: once a document
 * exists, staff edits in the admin win over the bundled files.
 */
export async function seedTranslations(
  payload: Payload,
  dir = LOCALES_DIR,
  log?: (line: string) => void,
): Promise<number> {
  const files = Object.fromEntries(LANGUAGES.map((l) => [l, readLocaleFile(dir, l)])) as Record<
    Language,
    Record<string, string>
  >
  const keys = [...new Set(LANGUAGES.flatMap((l) => Object.keys(files[l])))]
    .filter((k) => KEY.test(k))
    .sort()
  if (!keys.length) log?.(`No site texts found in ${dir}; translations left as they are`)
  const existing = await payload.find({
    collection: 'translations',
    limit: 0,
    pagination: false,
    depth: 0,
    select: { tr_key: true },
  })
  const known = new Set(existing.docs.map((d) => d.tr_key))
  let created = 0
  for (const key of keys) {
    if (known.has(key)) continue
    // Required fr and en: a language missing a key (or leaving it empty) shows the English text.
    const en = files.en[key] || files.fr[key] || key
    const text = (l: Language) => files[l][key] || en
    await payload.create({
      collection: 'translations',
      data: {
        tr_key: key,
        tr_fr: text('fr'),
        tr_en: en,
        tr_sp: text('sp'),
        tr_ru: text('ru'),
        tr_it: text('it'),
      },
      depth: 0,
    })
    created++
  }
  return created
}
