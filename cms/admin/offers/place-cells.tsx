import { cache } from 'react'
import type { DefaultServerCellComponentProps, Payload } from 'payload'

import { townName } from '../../schema/fields/place-names'

type Props = DefaultServerCellComponentProps

/**
 * The district tiles' names in one language, read once for all the cells of a list page (they
 * render in one pass): a map from the value offers store ("monte-carlo") to the tile's name.
 * React's `cache` keeps it for the admin request being rendered only, so a renamed tile shows on
 * the next page load.
 */
const districtNames = cache((payload: Payload, locale: 'fr' | 'en'): Promise<Map<string, string>> =>
  payload
    .find({
      collection: 'districts',
      locale,
      depth: 0,
      limit: 0,
      pagination: false,
      select: { value: true, text: true },
      overrideAccess: true,
    })
    .then(({ docs }) => new Map(docs.map((d) => [d.value, d.text]))),
)

/** The list's city: the building's town as a name ("Roquebrune-Cap-Martin"), never the stored capitals. */
export function CityCell({ cellData }: Props) {
  const city = typeof cellData === 'string' ? cellData.trim() : ''
  return <span className="offer-city">{city ? townName(city) : '—'}</span>
}

/** The list's district: the tile's name in the admin's language ("Monte-Carlo"), never its slug. */
export async function DistrictCell({ cellData, payload, i18n }: Props) {
  const value = typeof cellData === 'string' ? cellData.trim() : ''
  if (!value) return <span className="offer-district">—</span>
  const names = await districtNames(payload, i18n?.language === 'en' ? 'en' : 'fr').catch(
    () => new Map<string, string>(),
  )
  return (
    <span className="offer-district">{names.get(value) ?? townName(value.replace(/-/g, ' '))}</span>
  )
}
