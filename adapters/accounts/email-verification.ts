import { Router } from 'express'
import type { Payload } from 'payload'
import type { Language } from '@contract/languages'

import type { Env } from '@cms/env'
import { agencyCard } from '@cms/domain/mail/agency-card'
import { queueClientMail } from '@cms/domain/mail/client-mail'
import type { Client } from '@cms/payload-types'
import type { AppDeps } from '../start/deps'
import { createChallenge } from '@cms/domain/auth/reset-challenges'
import { verificationMail } from '@cms/domain/mail/verification-mail'
import { verifyEmailAddress, verifyEmailLimit } from './verify-address'

/** The site's page a verification mail links to: it shows the button that verifies. */
export const verifyEmailPath = (contactId: Client['id'] | string, challenge: string): string =>
  `/verify-email/${encodeURIComponent(String(contactId))}/${encodeURIComponent(challenge)}`

/** Mails a link to the site's page whose button marks the client's current address verified. */
export async function sendVerificationMail(
  payload: Payload,
  e: Env,
  contact: Client,
  lang: Language,
): Promise<void> {
  const challenge = await createChallenge(payload, contact.id, 'verify')
  const link = `${e.PUBLIC_URL}${verifyEmailPath(contact.id, challenge)}?lang=${lang}`
  await queueClientMail(
    payload,
    contact,
    verificationMail(lang, link, contact.co_firstname ?? '', agencyCard(e)),
    { verifies: true },
  )
}

/**
 * The address verification. A mailed link only opens the site's page (mail programs and their link
 * scanners follow links by themselves): POST /contacts/verify/:co_id/:challenge, sent by that page's
 * button, proves the address. GET of the same address, the link of mails sent before, verifies
 * nothing and sends the visitor to the page.
 */
export function emailVerificationRouter({ payload, shared }: AppDeps): Router {
  const router = Router()
  router.get('/contacts/verify/:co_id/:challenge', (req, res) => {
    res.redirect(303, verifyEmailPath(String(req.params.co_id), String(req.params.challenge)))
  })
  router.post('/contacts/verify/:co_id/:challenge', verifyEmailLimit(shared), async (req, res) => {
    res.json(
      await verifyEmailAddress(payload, String(req.params.co_id), String(req.params.challenge)),
    )
  })
  return router
}
