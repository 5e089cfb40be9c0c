import { useMutation } from '@tanstack/react-query'
import type { ContactMessageFields } from '@contract/contact-message'
import { webActionPath } from '@contract/web-actions'

import { activeLanguage } from '../../../i18n/i18n'
import { apiPost } from '../../../lib/api-client'

/** `offer`: the slug of the offer the visitor wrote from, when it came from the offer's card. */
export type ContactInput = ContactMessageFields & { altcha: string; offer?: string }

// The page's language goes with the message: the visitor's acknowledgement is written in it.
export const sendContact = (input: ContactInput) =>
  apiPost<{ data: { success: boolean } }>(webActionPath('contactUs'), {
    ...input,
    lang: activeLanguage(),
  })

export const useSendContact = () => useMutation({ mutationFn: sendContact })
