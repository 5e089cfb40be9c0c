import { formatArea } from '@contract/format-surface'

import { useLanguage } from '../i18n/texts'
import { useDisplayPrefs } from '../lib/display-prefs'

/** A surface recorded in square metres, written in the unit the visitor picked. */
export function Area({ m2 }: { m2: number }) {
  const lang = useLanguage()
  const { unit } = useDisplayPrefs()
  return <>{formatArea(m2, unit, lang)}</>
}
