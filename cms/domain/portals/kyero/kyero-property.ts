import type { XmlElement } from './kyero-reader'

/** What the importer reads of one Kyero `<property>`, its values checked and typed. */
export type KyeroProperty = {
  id: string
  ref: string
  /** null: on request (`x`, empty or 0). */
  price: number | null
  currency: string
  freq: 'sale' | 'month'
  type: string
  town: string
  province: string
  country: string
  lat: number | null
  lng: number | null
  locationDetail: string
  beds: number | null
  baths: number | null
  pool: boolean
  built: number | null
  plot: number | null
  consumption: string | null
  emissions: string | null
  /** Kyero language code → text. */
  desc: Record<string, string>
  features: string[]
  images: string[]
}

export type ReadProperty = { property?: KyeroProperty; problems: string[]; fatal?: string }

const child = (e: XmlElement | undefined, name: string) => e?.children.find((c) => c.name === name)
const text = (e: XmlElement | undefined, name: string) => child(e, name)?.text.trim() ?? ''

/** A whole number ≥ 0, or null when empty, 0-as-unknown or not a number (reported). */
function count(raw: string, what: string, problems: string[], zeroIsUnknown = true): number | null {
  if (raw === '') return null
  const n = Number(raw.replace(/[\s,]/g, ''))
  if (!Number.isFinite(n) || n < 0) {
    problems.push(`${what} "${raw}" is not a number: left empty`)
    return null
  }
  return zeroIsUnknown && n === 0 ? null : Math.round(n)
}

function coordinate(raw: string, limit: number): number | null {
  const n = Number(raw)
  return raw !== '' && Number.isFinite(n) && n !== 0 && Math.abs(n) <= limit ? n : null
}

const letter = (raw: string) => (/^[A-G]$/i.test(raw) ? raw.toUpperCase() : null)

/** Reads one property; `fatal` says why it cannot be imported at all (no id, no usable price kind). */
export function readProperty(e: XmlElement): ReadProperty {
  const problems: string[] = []
  const id = text(e, 'id')
  if (!id) return { problems, fatal: 'The property has no <id>: skipped' }
  let ref = text(e, 'ref')
  if (!ref) {
    problems.push('No <ref>: the feed id is used as the reference')
    ref = id
  }
  const rawFreq = text(e, 'price_freq').toLowerCase()
  if (rawFreq !== 'sale' && rawFreq !== 'month' && rawFreq !== 'week')
    return { problems, fatal: `price_freq "${rawFreq}" is neither sale nor month: skipped` }
  const rawPrice = text(e, 'price').replace(/\s/g, '')
  let price: number | null = null
  if (/^\d+$/.test(rawPrice)) price = Number(rawPrice) || null
  else if (/^\d{1,3}([.,]\d{3})+$/.test(rawPrice)) price = Number(rawPrice.replace(/[.,]/g, ''))
  else if (rawPrice !== '' && !/^x$/i.test(rawPrice))
    problems.push(`Price "${rawPrice}" is not a whole number: imported as on request`)
  const currency = (text(e, 'currency') || 'EUR').toUpperCase()
  if (price !== null && currency !== 'EUR') {
    problems.push(`Price in ${currency}, not in euros: imported as on request`)
    price = null
  }
  if (rawFreq === 'week' && price !== null) {
    problems.push('Weekly rent converted to a monthly one (× 52 / 12)')
    price = Math.round((price * 52) / 12)
  }
  const location = child(e, 'location')
  const surface = child(e, 'surface_area')
  const energy = child(e, 'energy_rating')
  const desc: Record<string, string> = {}
  for (const lang of child(e, 'desc')?.children ?? []) {
    if (lang.text.trim()) desc[lang.name] = lang.text
  }
  return {
    problems,
    property: {
      id,
      ref,
      price,
      currency,
      freq: rawFreq === 'sale' ? 'sale' : 'month',
      type: text(e, 'type'),
      town: text(e, 'town'),
      province: text(e, 'province'),
      country: text(e, 'country'),
      lat: coordinate(text(location, 'latitude'), 90),
      lng: coordinate(text(location, 'longitude'), 180),
      locationDetail: text(e, 'location_detail'),
      beds: count(text(e, 'beds'), 'beds', problems),
      baths: count(text(e, 'baths'), 'baths', problems),
      pool: /^(1|yes|true)$/i.test(text(e, 'pool')),
      built: count(text(surface, 'built'), 'Built area', problems),
      plot: count(text(surface, 'plot'), 'Plot area', problems),
      consumption: letter(text(energy, 'consumption')),
      emissions: letter(text(energy, 'emissions')),
      desc,
      features: (child(e, 'features')?.children ?? [])
        .filter((f) => f.name === 'feature')
        .map((f) => f.text.trim())
        .filter(Boolean),
      images: (child(e, 'images')?.children ?? [])
        .filter((i) => i.name === 'image')
        .map((i) => text(i, 'url'))
        .filter(Boolean),
    },
  }
}
