'use client'
import { toast, useTranslation } from '@payloadcms/ui'
import type { ReactNode } from 'react'

import { uploadToastWords } from './upload-toast-words'

const current = { lang: 'fr' }
let wrapped = false

/**
 * Around the whole admin: the notices of Payload's bulk upload ("Successfully saved 2 files"),
 * which it does not translate, are shown in the staff member's language. Payload's `toast` is
 * one object for the admin, so its two methods are wrapped once.
 */
export function UploadToasts({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  current.lang = i18n.language
  if (!wrapped) {
    wrapped = true
    for (const kind of ['success', 'error'] as const) {
      const original = toast[kind]
      const translated: typeof original = (message, data) =>
        original(
          typeof message === 'string' ? uploadToastWords(message, current.lang) : message,
          data,
        )
      Object.assign(toast, { [kind]: translated })
    }
  }
  return children
}
