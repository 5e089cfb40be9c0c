'use client'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import type { SavedFilter } from '@contract/saved-search'

import { areaText, budgetText, saleRentText } from './filter-words'

/** The list's columns of a saved search, read from its filter in the staff member's language (the stored summaries are French only). */
function useFilter(rowData: DefaultCellComponentProps['rowData']) {
  const { i18n } = useTranslation()
  return {
    filter: ((rowData as { filter?: SavedFilter }).filter ?? {}) as SavedFilter,
    lang: i18n.language === 'en' ? ('en' as const) : ('fr' as const),
  }
}

export function AreaCell({ rowData }: DefaultCellComponentProps) {
  const { filter, lang } = useFilter(rowData)
  return <span>{areaText(filter, undefined, lang)}</span>
}

export function BudgetCell({ rowData }: DefaultCellComponentProps) {
  const { filter, lang } = useFilter(rowData)
  return <span style={{ whiteSpace: 'nowrap' }}>{budgetText(filter, lang)}</span>
}

export function SaleRentCell({ rowData }: DefaultCellComponentProps) {
  const { filter, lang } = useFilter(rowData)
  return <span>{saleRentText(filter, lang)}</span>
}
