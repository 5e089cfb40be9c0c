import { Router } from 'express'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import { z } from 'zod'
import { ApiError } from '@contract/api-error'
import { LANGUAGES } from '@contract/languages'
import {
  VALUATION_FEATURES,
  VALUATION_ROOMS_MAX,
  VALUATION_SURFACE_MAX,
  type ValuationAnswer,
  type ValuationFields,
} from '@contract/valuation'

import { requestLanguage } from '../http/request-language'
import type { AppDeps } from '../start/deps'
import { verifyCaptcha } from '../auth/captcha'
import { parseInput } from '../http/validate'
import { adminLink } from '@cms/domain/mail/admin-link'
import { queueValuationAcknowledgement } from '@cms/domain/mail/acknowledge'
import { enqueueMail, tryQueuedMail, type QueuedMailJob } from '@cms/domain/mail/queue-mail'
import { valuationRequestMail } from '@cms/domain/mail/valuation-request-mail'
import type { Item } from '@cms/payload-types'
import { findComparables } from './comparables'
import { district, typeValue } from './comparables-read'

const text = (max: number) => z.string().trim().min(1).max(max)

const bodySchema = z.object({
  district,
  address: z.string().trim().max(200).default(''),
  type: typeValue,
  surface: z.coerce.number().positive().max(VALUATION_SURFACE_MAX),
  rooms: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.union([z.null(), z.coerce.number().int().min(1).max(VALUATION_ROOMS_MAX)]),
  ),
  features: z
    .array(z.enum(VALUATION_FEATURES))
    .max(VALUATION_FEATURES.length)
    .default([])
    .transform((list) => [...new Set(list)]),
  firstname: text(100),
  name: text(100),
  email: z.string().trim().max(254).pipe(z.email()),
  tel: text(40),
  message: z.string().trim().max(5000).default(''),
  altcha: z.string().min(1).max(8192),
  /** The page's language, for the seller's acknowledgement; else the visitor's language cookie or browser. */
  lang: z.enum(LANGUAGES).optional(),
})

/**
 * POST /valuation: a seller's "estimate my property" request. It is stored first, on its own, so
 * that nothing tried after it (the mails, the comparables) can lose it; then the agency's mail and
 * the seller's acknowledgement are queued together, and the answer gives the comparable offers.
 * GET /valuation/comparables (one of the public reads) shows those figures while the seller fills the form.
 */
export function valuationRouter({ payload, env, shared, afterAnswer }: AppDeps): Router {
  const router = Router()

  router.post('/valuation', shared.limit(10), async (req, res) => {
    const { altcha, lang, ...form } = parseInput(bodySchema, req.body)
    const type = await offerType(form.type)
    await verifyCaptcha(altcha, shared)
    const visitorLang = lang ?? requestLanguage(req, env.DEFAULT_LANG)

    const stored = await payload.create({
      collection: 'valuation-requests',
      data: { ...form, type: type.id, lang: visitorLang, status: 'new' },
      overrideAccess: true,
    })
    const mails = await queueMails(form, type, stored.id, visitorLang)

    const found = await findComparables(payload, form.district, form.type)
    await payload
      .update({
        collection: 'valuation-requests',
        id: stored.id,
        data: { comparable_count: found.count, comparable_median_m2: found.median_price_m2 },
        overrideAccess: true,
      })
      .catch((err: unknown) =>
        payload.logger.error(
          { err, valuationRequest: stored.id },
          'Could not record the comparables of a valuation request',
        ),
      )
    const answer: ValuationAnswer = { success: true, comparables: found }
    res.json({ err: null, data: answer })

    await afterAnswer.run(async () => {
      for (const job of mails)
        await tryQueuedMail(payload, job).catch((err: unknown) =>
          payload.logger.error(
            { err, valuationRequest: stored.id },
            'Valuation request stored but one of its mails failed for now',
          ),
        )
    })
  })

  /** The reference item of an offer type, by its value; an unknown one is the field's fault. */
  async function offerType(value: number): Promise<Item> {
    const { docs } = await payload.find({
      collection: 'items',
      where: { and: [{ kind: { equals: 'type' } }, { value: { equals: value } }] },
      depth: 0,
      limit: 1,
      overrideAccess: false,
    })
    const item = docs[0] as Item | undefined
    if (!item) throw new ApiError('invalid_input', 'type must be a property type value', ['type'])
    return item
  }

  /**
   * The agency's mail and the seller's acknowledgement, queued in one transaction once the request
   * is stored. A queue that refuses them is logged: the request is kept, and staff find it in the
   * admin's list and on the dashboard.
   */
  async function queueMails(
    form: ValuationFields,
    type: Item,
    id: number | string,
    lang: (typeof LANGUAGES)[number],
  ): Promise<QueuedMailJob[]> {
    const queuing = await createLocalReq({}, payload)
    try {
      await initTransaction(queuing)
      const toAgency = await enqueueMail(
        payload,
        valuationRequestMail(
          form,
          type.label_fr || type.text || String(type.value),
          env.AGENCY_EMAIL,
          adminLink('valuation-requests', id),
        ),
        queuing,
      )
      const ack = await queueValuationAcknowledgement(
        payload,
        { id, email: form.email },
        lang,
        queuing,
      )
      await commitTransaction(queuing)
      return ack ? [toAgency, ack] : [toAgency]
    } catch (err) {
      await killTransaction(queuing).catch(() => undefined)
      payload.logger.error(
        { err, valuationRequest: id },
        'Valuation request stored but its mails could not be queued',
      )
      return []
    }
  }

  return router
}
