import { useEffect, useId, useRef, useState } from 'react'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { useItems } from '../../../api/get-items'
import type { OfferFilter } from '../../../lib/offer-filter'
import { useOffersCount } from '../api/get-offers-count'
import { isReset, resetFilter } from '../lib/reset-filter'
import { FilterPanel } from './filter-panel'

type FilterSheetProps = {
  filter: OfferFilter
  bbox: string | null
  onApply: (next: OfferFilter) => void
  onClose: () => void
}

/**
 * The filters on a phone: a full-screen sheet over the list. Changes are a draft, counted live
 * (the button says how many offers it will show, and keeps its last count, and its size, while the
 * next is asked); the button applies them, the reset clears them, Escape or × leaves them.
 */
export function FilterSheet({ filter, bbox, onApply, onClose }: FilterSheetProps) {
  const { t } = useTexts()
  const lang = useLanguage()
  const { data: items } = useItems()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [draft, setDraft] = useState(filter)
  const { data: count, isFetching } = useOffersCount(draft, lang, bbox)
  const areaOf = (district: string) =>
    items?.districts?.find((d) => d.value === district)?.area ?? 'monaco'

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || dialog.open) return
    const previous = document.activeElement as HTMLElement | null
    dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      previous?.focus?.()
    }
  }, [])

  return (
    <dialog
      ref={ref}
      className="filter-sheet"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
    >
      <header className="filter-sheet__header">
        <h2 id={titleId} className="filter-sheet__title">
          {t('filters.title')}
        </h2>
        <button
          type="button"
          className="icon-button"
          onClick={onClose}
          aria-label={t('dialog.close')}
          title={t('dialog.close')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className="filter-sheet__body">
        <FilterPanel filter={draft} onChange={setDraft} />
      </div>
      <footer className="filter-sheet__footer">
        <button
          type="button"
          className="button button--ghost filter-sheet__reset"
          disabled={isReset(draft)}
          onClick={() => setDraft(resetFilter(draft, areaOf))}
        >
          {t('filters.reset')}
        </button>
        <button
          type="button"
          className="button button--accent filter-sheet__show"
          aria-busy={isFetching}
          onClick={() => onApply(draft)}
        >
          {count === undefined ? t('filters.show') : t('filters.showCount', { count })}
        </button>
      </footer>
    </dialog>
  )
}
