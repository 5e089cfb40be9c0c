import { useMutation } from '@tanstack/react-query'

import { apiPost } from '../../../lib/api-client'

export type ContactInput = { firstname: string; name: string; email: string; tel: string; country: string; message: string; altcha: string }

export const sendContact = (input: ContactInput) => apiPost<{ data: { success: boolean } }>('/web/1.0/contactus', input)

export const useSendContact = () => useMutation({ mutationFn: sendContact })
