import { Router } from 'express'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import { z } from 'zod'
import { LANGUAGES } from '@contract/languages'

import { requestLanguage } from '../http/request-language'
import type { AppDeps } from '../start/deps'
import { verifyCaptcha } from '../auth/captcha'
import { parseInput } from '../http/validate'
import { publicOfferOfLead } from '@cms/domain/offers/public-offer'
import { contactMail } from '@cms/domain/mail/contact-form-mail'
import { enqueueMail, tryQueuedMail, type QueuedMailJob } from '@cms/domain/mail/queue-mail'
import { adminLink } from '@cms/domain/mail/admin-link'
import { queueContactAcknowledgement } from '@cms/domain/mail/acknowledge'

const text = (max: number) => z.string().trim().min(1).max(max)
const bodySchema = z.object({
  firstname: text(100),
  name: text(100),
  email: z.string().trim().max(254).pipe(z.email()),
  tel: text(40),
  country: text(60),
  message: text(5000),
  altcha: z.string().min(1).max(8192),
  /** The page's language, for the visitor's acknowledgement; else the visitor's language cookie or browser. */
  lang: z.enum(LANGUAGES).optional(),
  /** The slug of the offer the visitor wrote from (its card's "contact us"), when there is one. */
  offer: z.string().trim().min(1).max(200).optional(),
})

/**
 * POST /contactus: the message, its mail to the agency and the visitor's acknowledgement (in the
 * page's language) are stored in one transaction before the answer: a visitor told "sent" has its
 * mails in the queue even if this instance dies right after, and an instance that dies midway
 * leaves neither the message nor its mails. Both are then tried at once in the background; the
 * message's mail_status tells staff whether the agency's mail left.
 */
export function contactMessagesRouter({ payload, env, shared, afterAnswer }: AppDeps): Router {
  const router = Router()
  router.post('/contactus', shared.limit(10), async (req, res) => {
    const { altcha, lang, offer: offerSlug, ...form } = parseInput(bodySchema, req.body)
    await verifyCaptcha(altcha, shared)
    // Written from an offer's card: linked to the offer when the public may see it, else to none;
    // its mail then names the offer and goes to the offer's negotiator, the agency in copy.
    const offer = await publicOfferOfLead(payload, offerSlug)
    const visitorLang = lang ?? requestLanguage(req, env.DEFAULT_LANG)
    const saving = await createLocalReq({}, payload)
    await initTransaction(saving)
    let stored: { id: number | string; email: string }
    let toAgency: QueuedMailJob
    let acknowledgement: QueuedMailJob | undefined
    try {
      const created = await payload.create({
        collection: 'contact-messages',
        data: { ...form, offer: offer?.id ?? null, mail_status: 'pending' },
        overrideAccess: true,
        req: saving,
      })
      stored = { id: created.id, email: form.email }
      const link = adminLink('contact-messages', stored.id)
      const mail = contactMail(form, env.AGENCY_EMAIL, link, offer)
      toAgency = await enqueueMail(
        payload,
        { ...mail, ref: { collection: 'contact-messages', id: stored.id } },
        saving,
      )
      acknowledgement = await queueContactAcknowledgement(payload, stored, visitorLang, saving)
      await commitTransaction(saving)
    } catch (err) {
      await killTransaction(saving)
      throw err
    }
    res.json({ err: null, data: { success: true } })

    await afterAnswer.run(async () => {
      // The mail task records its outcome on the message (mail_status), on whichever instance runs it.
      await tryQueuedMail(payload, toAgency).catch((err: unknown) =>
        payload.logger.error(
          { err, contactMessage: stored.id },
          'Contact message stored but its mail to the agency failed for now',
        ),
      )
      if (acknowledgement)
        await tryQueuedMail(payload, acknowledgement).catch((err: unknown) =>
          payload.logger.error(
            { err, contactMessage: stored.id },
            'Contact message stored but its acknowledgement to the visitor failed for now',
          ),
        )
    })
  })
  return router
}
