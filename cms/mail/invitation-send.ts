import type { Payload } from 'payload'
import { toLanguage, type Language } from '@contract/languages'

import type { Env } from '../env'
import { agencyCard } from './agency-card'
import { queueClientMail } from './client-mail'
import type { Client } from '../payload-types'
import { createInvitation } from '../auth/invitation-codes'
import { invitationMail } from './invitation-mail'

/** An invited client's language: the one saved in its preferences, else French (the agency's). */
export function invitationLanguage(contact: Client): Language {
  const prefs = contact.co_preferences
  const lang =
    prefs && typeof prefs === 'object' && !Array.isArray(prefs)
      ? (prefs as { lang?: unknown }).lang
      : undefined
  return lang ? toLanguage(lang) : 'fr'
}

/** Creates an activation code and mails it, with the `/subscribe?code=…` link, to the client. */
export async function sendInvitation(
  payload: Payload,
  e: Pick<Env, 'PUBLIC_URL' | 'AGENCY_NAME' | 'AGENCY_ADDRESS' | 'AGENCY_PHONE' | 'AGENCY_EMAIL'>,
  contact: Client,
): Promise<void> {
  if (!contact.email) throw new Error(`contact ${contact.id} has no e-mail address`)
  const code = await createInvitation(payload, contact.id, contact.email)
  const link = `${e.PUBLIC_URL}/subscribe?code=${encodeURIComponent(code)}`
  const mail = invitationMail(
    invitationLanguage(contact),
    link,
    code,
    contact.co_firstname ?? '',
    agencyCard(e),
  )
  // Following the code proves the address, as a password link does.
  await queueClientMail(payload, contact, mail, { verifies: true })
}
