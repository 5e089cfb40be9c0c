import { Router } from 'express'
import type { Payload } from 'payload'
import type { Language } from '@contract/languages'

import type { Env } from '../../cms/env'
import { agencyCard } from '../../cms/mail/agency-card'
import { queueClientMail } from '../../cms/mail/client-mail'
import type { Client } from '../../cms/payload-types'
import type { AppDeps } from '../start/deps'
import {
  consumeChallenge,
  createChallenge,
  findValidChallenge,
} from '../../cms/auth/reset-challenges'
import { verificationMail } from '../../cms/mail/verification-mail'

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
  router.post('/contacts/verify/:co_id/:challenge', shared.limit(30), async (req, res) => {
    // Only a verification link verifies: a password link, even valid, is refused here (400 bad_challenge).
    const row = await findValidChallenge(payload, String(req.params.co_id), req.params.challenge, [
      'verify',
    ])
    await consumeChallenge(payload, row)
    await payload.update({
      collection: 'contacts',
      id: String(req.params.co_id),
      data: { co_email_verified: true },
      overrideAccess: true,
      depth: 0,
    })
    res.json({ err: null, data: { verified: true } })
  })
  return router
}
