'use client'
import { useFormFields, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { AREA_NAMES, townName } from '../../schema/fields/place-names'

/** A district's name from its tile (the offer stores the tile's value, "monte-carlo"), in the admin's language. */
function useDistrictName(value: string, lang: 'fr' | 'en') {
  const [name, setName] = useState<string | null>(null)
  useEffect(() => {
    if (!value) return setName(null)
    const controller = new AbortController()
    fetch(
      `/cms-api/districts?where[value][equals]=${encodeURIComponent(value)}&limit=1&depth=0&locale=${lang}`,
      {
        credentials: 'include',
        signal: controller.signal,
      },
    )
      .then((r) => (r.ok ? (r.json() as Promise<{ docs: { text?: string }[] }>) : null))
      .then((r) => setName(r?.docs[0]?.text ?? null))
      .catch(() => undefined)
    return () => controller.abort()
  }, [value, lang])
  return name
}

/**
 * Where the offer is, by name ("Monaco · Larvotto", "Côte d’Azur (France) · Beausoleil"): the
 * area, district and town the site files it under, derived from its building when it is saved.
 */
export function OfferPlaceField() {
  const { i18n } = useTranslation()
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const area = useFormFields(([fields]) => fields.of_area?.value as string | null | undefined)
  const district = useFormFields(
    ([fields]) => fields.of_district?.value as string | null | undefined,
  )
  const city = useFormFields(([fields]) => fields.of_city?.value as string | null | undefined)
  const districtName = useDistrictName(district ?? '', lang)
  const town = city ? townName(city) : ''
  const parts = [
    area ? (AREA_NAMES[area]?.[lang] ?? area) : '',
    districtName ?? (district && !districtName ? townName(district.replace(/-/g, ' ')) : ''),
    town,
  ].filter((p, i, all) => p && all.indexOf(p) === i)
  return (
    <div className="field-type offer-place" style={{ marginBottom: 24 }}>
      <p className="field-label" style={{ marginBottom: 4 }}>
        {lang === 'en' ? 'Location' : 'Emplacement'}
      </p>
      <p className="offer-place__names" style={{ margin: 0 }}>
        {parts.length
          ? parts.join(' · ')
          : lang === 'en'
            ? 'Taken from the building when the offer is saved'
            : 'Repris de l’immeuble à l’enregistrement'}
      </p>
    </div>
  )
}
