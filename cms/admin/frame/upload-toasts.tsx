'use client'
import { toast, useTranslation } from '@payloadcms/ui'
import type { ReactNode } from 'react'

import { translateNotices } from '../../domain/payload/patches'
import { uploadToastWords } from './upload-toast-words'

const current = { lang: 'fr' }
let wrapped = false

/**
 * Around the whole admin: the notices of Payload's bulk upload ("Successfully saved 2 files"),
 * which it does not translate, are shown in the staff member's language (the patch is
 * cms/domain/payload/patches.ts's `translateNotices`). Payload's `toast` is one object for the admin, so
 * it is patched once.
 */
export function UploadToasts({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  current.lang = i18n.language
  if (!wrapped) {
    wrapped = true
    translateNotices(toast as Parameters<typeof translateNotices>[0], (message) =>
      uploadToastWords(message, current.lang),
    )
  }
  return children
}
