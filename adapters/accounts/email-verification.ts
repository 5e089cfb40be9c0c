import { Router } from 'express'
import type { Payload } from 'payload'

import type { Env } from '../../cms/env'
import type { Locale } from '../../cms/locales'
import { queueClientMail } from '../../cms/mail/client-mail'
import type { Client } from '../../cms/payload-types'
import type { AppDeps } from '../start/deps'
import { consumeChallenge, createChallenge, findValidChallenge } from '../auth/reset-challenges'
import { verificationMail } from './email-verification-mail'

/** Mails a link that marks the client's current address verified when followed. */
export async function sendVerificationMail(payload: Payload, e: Env, contact: Client, lang: Locale): Promise<void> {
  const challenge = await createChallenge(payload, contact.id, 'verify')
  const link = `${e.PUBLIC_URL}/web/1.0/contacts/verify/${encodeURIComponent(String(contact.id))}/${challenge}`
  await queueClientMail(payload, contact, verificationMail(lang, link, contact.co_firstname ?? '', e.AGENCY_NAME), { verifies: true })
}

/**
 * GET /contacts/verify/:co_id/:challenge — the mailed link: the address is proven, and the
 * client lands in its account (or on the sign-in page when the link is no longer valid).
 */
export function emailVerificationRouter({ payload }: AppDeps): Router {
  const router = Router()
  router.get('/contacts/verify/:co_id/:challenge', async (req, res) => {
    const row = await findValidChallenge(payload, String(req.params.co_id), req.params.challenge).catch(() => null)
    if (!row || row.purpose !== 'verify') {
      res.redirect(303, '/login')
      return
    }
    await consumeChallenge(payload, row)
    await payload.update({ collection: 'contacts', id: String(req.params.co_id), data: { co_email_verified: true }, overrideAccess: true, depth: 0 })
    res.redirect(303, '/account')
  })
  return router
}
