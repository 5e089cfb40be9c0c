'use client'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { visitDateText } from './visit-date'

/** A visit date in a list (and in the client's page's table of requests), in the staff member's language. */
export function VisitDateCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  return <span>{visitDateText(cellData, i18n.language)}</span>
}
