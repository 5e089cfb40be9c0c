import { Router } from 'express'
import { z } from 'zod'
import { ApiError } from '@contract/api-error'
import { LANGUAGES } from '@contract/languages'
import { earliestToday, VISIT_DATES_MESSAGES, visitDatesProblem } from '@contract/visit-dates'

import { requestLanguage } from '../http/request-language'
import { requireCaller } from '../auth/caller'
import type { AppDeps } from '../start/deps'
import { parseInput } from '../http/validate'
import { toVisitRequest } from './mapper'
import { acknowledgeVisitRequest } from '@cms/domain/mail/acknowledge'

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (v) => !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().startsWith(v),
    'A date as YYYY-MM-DD',
  )

const visitRequestInput = z.object({
  date_start: isoDate,
  date_end: isoDate,
  offer: z.string().trim().min(1).max(200),
  ac_comment: z.string().max(2000).optional(),
  /** The page's language, for the client's acknowledgement; else the client's own, cookie or browser. */
  lang: z.enum(LANGUAGES).optional(),
})

/**
 * POST /ask: the signed-in client asks to visit a published offer between two dates (from today,
 * at most one year apart). Once the request is stored and answered, the client is mailed an
 * acknowledgement in the page's language; its failure is only logged.
 */
export function createVisitRequestRouter({ payload, env, shared }: AppDeps): Router {
  const router = Router()
  router.post('/ask', shared.limit(20), requireCaller, async (req, res) => {
    const {
      date_start,
      date_end,
      offer: slug,
      ac_comment,
      lang,
    } = parseInput(visitRequestInput, req.body)
    const problem = visitDatesProblem(date_start, date_end, earliestToday())
    if (problem)
      throw new ApiError('invalid_input', VISIT_DATES_MESSAGES[problem.rule], [problem.field])
    const caller = req.caller!
    const { docs } = await payload.find({
      collection: 'offers',
      where: { of_slug_fr: { equals: slug } },
      limit: 1,
      depth: 0,
      locale: 'all',
      select: { of_slug_fr: true, of_name: true },
      overrideAccess: false,
      user: caller,
      pagination: false,
    })
    const offer = docs[0]
    if (!offer) throw new ApiError('not_found', 'No such offer', ['offer'])
    const created = await payload.create({
      collection: 'actions',
      data: {
        contact: caller.id,
        offer: offer.id,
        date_start,
        date_end,
        ac_comment: ac_comment ?? '',
        ac_status: 'waiting',
      },
      overrideAccess: false,
      user: caller,
      depth: 0,
    })
    res.json({ err: null, data: toVisitRequest({ ...created, offer: offer }) })
    const visitorLang = requestLanguage(req, env.DEFAULT_LANG)
    await acknowledgeVisitRequest(payload, created, { page: lang, visitor: visitorLang }).catch(
      (err: unknown) =>
        payload.logger.error(
          { err, visitRequest: created.id },
          'Visit request stored but its acknowledgement to the client failed for now',
        ),
    )
  })
  return router
}
