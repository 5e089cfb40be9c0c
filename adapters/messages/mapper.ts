import type { Message } from '../../cms/payload-types'

export type LegacyMessage = { ms_id: number | string; subject: string; body: string; read: boolean; createdAt: string }

/** A message from the agency as the client area shows it. */
export const toLegacyMessage = (doc: Message): LegacyMessage => ({
  ms_id: doc.id,
  subject: doc.subject,
  body: doc.body,
  read: doc.read === true,
  createdAt: doc.createdAt,
})
