import type { Payload, PayloadRequest } from 'payload'

import type { Env } from '../../env'
import { agencyCard } from './agency-card'
import { clientLanguage } from './client-language'
import { queueClientMail } from './client-mail'
import type { Client } from '../../payload-types'
import { createInvitation } from '../auth/invitation-codes'
import { invitationMail } from './invitation-mail'

/**
 * Creates an activation code and mails it, with the `/subscribe?code=…` link, to the client.
 * `req`: the request of the hook saving the client, whose transaction the code joins.
 */
export async function sendInvitation(
  payload: Payload,
  e: Pick<Env, 'PUBLIC_URL' | 'AGENCY_NAME' | 'AGENCY_ADDRESS' | 'AGENCY_PHONE' | 'AGENCY_EMAIL'>,
  contact: Client,
  req?: PayloadRequest,
): Promise<void> {
  if (!contact.email) throw new Error(`contact ${contact.id} has no e-mail address`)
  const code = await createInvitation(payload, contact.id, contact.email, req)
  const link = `${e.PUBLIC_URL}/subscribe?code=${encodeURIComponent(code)}`
  const mail = invitationMail(
    // The client's saved language, else French (the agency's).
    clientLanguage(contact, 'fr'),
    link,
    code,
    contact.co_firstname ?? '',
    agencyCard(e),
  )
  // Following the code proves the address, as a password link does.
  await queueClientMail(payload, contact, mail, { verifies: true })
}
