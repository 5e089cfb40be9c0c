import { LANGUAGES, type Language } from '@contract/languages'

import { lexicalText, type LexicalState } from '../../rich-text/lexical-state'
import { idOf } from '../../payload/relation-id'
import type { KyeroProperty } from '../kyero/kyero-property'
import type { ItemRef } from './reference-data'

type Id = number | string
export type OfferData = Record<string, unknown>

export type OfferParts = {
  feedName: string
  type?: ItemRef
  services: Id[]
  building: Id | null
  images: Id[]
  names: Record<Language, string>
  texts: Partial<Record<Language, LexicalState>>
  /** m², from a "Terrace N m2" feature. */
  terrace: number | null
  /** Only an offer in France carries the French energy diagnosis (the offer drops it elsewhere). */
  inFrance: boolean
}

const inEveryLanguage = <T>(values: Partial<Record<Language, T>>) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, values[l] ?? null]))

/**
 * The offer's fields from one property, every field the feed decides written out (an empty one
 * as null), so a later run of the same feed brings the offer back to what the feed says.
 */
export function offerData(p: KyeroProperty, parts: OfferParts): OfferData {
  const sale = p.freq === 'sale'
  const energyKnown = parts.inFrance && Boolean(p.consumption || p.emissions)
  return {
    of_ref: p.ref,
    of_import_source: parts.feedName,
    of_import_id: p.id,
    type: parts.type?.id ?? null,
    building: parts.building,
    of_name: inEveryLanguage(parts.names),
    of_text: inEveryLanguage(parts.texts),
    of_sell: sale,
    of_sell_uponrequest: sale && p.price === null,
    of_price_sell: sale ? p.price : null,
    of_sell_sum: sale ? p.price : null,
    of_rent: !sale,
    of_rent_uponrequest: !sale && p.price === null,
    of_price_rent: sale ? null : p.price,
    of_rent_sum: sale ? null : p.price,
    of_nbrooms: p.beds,
    of_nbbathrooms: p.baths,
    of_surface_livable: p.built,
    of_surface_terrace: parts.terrace,
    // A plot is the surface of land; a house's plot has no field of its own.
    of_surface: parts.type?.text === 'land' ? (p.plot ?? p.built) : null,
    services: [...new Set(parts.services.map(String))].map((s) =>
      parts.services.find((id) => String(id) === s)!,
    ),
    images: parts.images,
    of_dpe_status: energyKnown ? 'available' : null,
    of_dpe_class: parts.inFrance ? p.consumption : null,
    of_ges_class: parts.inFrance ? p.emissions : null,
  }
}

const RELATIONS = new Set(['type', 'building'])
const LOCALIZED = new Set(['of_name', 'of_text'])

/** null, undefined and false read alike: a box never ticked is an unticked box. */
const plain = (v: unknown) => (v === undefined || v === false || v === '' ? null : v)

function sameValue(field: string, stored: unknown, wanted: unknown): boolean {
  if (RELATIONS.has(field)) return String(idOf(stored) ?? '') === String(idOf(wanted) ?? '')
  if (field === 'services') {
    const ids = (v: unknown) => ((v as unknown[]) ?? []).map((x) => String(idOf(x))).sort()
    return ids(stored).join() === ids(wanted).join()
  }
  if (field === 'images')
    return (
      ((stored as unknown[]) ?? []).map((x) => String(idOf(x))).join() ===
      ((wanted as unknown[]) ?? []).map(String).join()
    )
  if (LOCALIZED.has(field)) {
    const s = (stored ?? {}) as Record<string, unknown>
    const w = (wanted ?? {}) as Record<string, unknown>
    const text = (v: unknown) => (field === 'of_text' ? lexicalText(v) : String(v ?? '')).trim()
    return LANGUAGES.every((l) => text(s[l]) === text(w[l]))
  }
  return plain(stored) === plain(wanted)
}

/** The fields whose stored value (read with every language) differs from what the feed says. */
export function changedFields(stored: Record<string, unknown>, wanted: OfferData): string[] {
  return Object.keys(wanted).filter((f) => !sameValue(f, stored[f], wanted[f]))
}
