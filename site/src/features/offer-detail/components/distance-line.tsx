import { formatDuration, formatKm } from '@contract/format-duration'
import type { Distance } from '@contract/offer'

import { useLanguage, useTexts } from '../../../i18n/texts'

const MODES = ['walking', 'bicycling', 'transit', 'driving'] as const

/** The distance from a school, per mode, in km and time (durations above a day humanized). */
export function DistanceLine({ distance }: { distance: Distance }) {
  const { t } = useTexts()
  const lang = useLanguage()
  return (
    <div className="distance">
      <p className="distance__school">{t('distance.from', { school: distance.schoolName })}</p>
      <ul className="distance__modes">
        {MODES.map((mode) => {
          const km = distance[`di_${mode}_km`]
          const time = distance[`di_${mode}_time`]
          if (km == null && time == null) return null
          return (
            <li key={mode}>
              <span className="distance__mode">{t(`distance.${mode}`)}</span>
              {km != null && <span>{formatKm(km, lang)}</span>}
              {time != null && <span>{formatDuration(time, lang)}</span>}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
