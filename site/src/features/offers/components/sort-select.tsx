import { useTexts } from '../../../i18n/texts'
import { type ListSort, listSortOf, OFFER_SORTS } from '../../../lib/offer-filter'

/** The list's order: newest first (the default), price up or down, largest surface first. */
export function SortSelect({
  value,
  onChange,
}: {
  value: ListSort | undefined
  onChange: (next: ListSort | undefined) => void
}) {
  const { t } = useTexts()
  return (
    <label className="sort-select">
      <span className="sort-select__label">{t('sort.label')}</span>
      <select
        className="input sort-select__input"
        value={value ?? 'newest'}
        onChange={(e) => onChange(listSortOf(e.target.value))}
      >
        {OFFER_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`sort.${s}`)}
          </option>
        ))}
      </select>
    </label>
  )
}
