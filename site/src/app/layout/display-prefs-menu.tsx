import { AREA_UNITS, type AreaUnit } from '@contract/format-surface'
import { CURRENCIES, type Currency } from '@contract/rates'

import { useTexts } from '../../i18n/texts'
import { setDisplayPrefs, useDisplayPrefs } from '../../lib/display-prefs'

/** The currency prices are also shown in, and the unit of surfaces: the visitor's choice, kept in this browser. */
export function DisplayPrefsMenu() {
  const { t } = useTexts()
  const { currency, unit } = useDisplayPrefs()
  return (
    <span className="display-prefs">
      <label>
        <span className="visually-hidden">{t('currency.label')}</span>
        <select
          className="display-prefs__select"
          value={currency}
          onChange={(e) => setDisplayPrefs({ currency: e.target.value as Currency })}
        >
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="visually-hidden">{t('units.label')}</span>
        <select
          className="display-prefs__select"
          value={unit}
          onChange={(e) => setDisplayPrefs({ unit: e.target.value as AreaUnit })}
        >
          {AREA_UNITS.map((u) => (
            <option key={u} value={u}>
              {t(`units.${u}`)}
            </option>
          ))}
        </select>
      </label>
    </span>
  )
}
