import express, { Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'
import { LANGUAGES, toLanguage } from '@contract/languages'
import { ALERT_FREQUENCIES, MAX_SAVED_SEARCHES } from '@contract/saved-search'
import { ApiError } from '@contract/api-error'

import { queueMail } from '@cms/domain/mail/queue-mail'
import type { SavedSearch as Doc } from '@cms/payload-types'
import { verifyCaptcha } from '../auth/captcha'
import { requireCaller } from '../auth/caller'
import { parseInput } from '../http/validate'
import type { AppDeps } from '../start/deps'
import { confirmMail } from '@cms/domain/mail/confirm-mail'
import { MAX_PENDING_SEARCHES, searchesOfMailbox } from '@cms/domain/searches/mailbox'
import { alertConsent } from './consent'
import { toSavedSearch } from './mapper'
import { normalizeSavedFilter } from '@cms/domain/searches/saved-filter'
import { hashToken, newToken, unsubscribeSecrets } from '@cms/domain/searches/tokens'
import { followSearchLink, readSearchLink, searchLinkLimit, tooMany } from './links'

const filterValue = z.union([z.string().max(2000), z.number().finite(), z.boolean()])
const bodySchema = z.object({
  filter: z
    .record(z.string().max(40), filterValue)
    .refine((f) => Object.keys(f).length <= 40, 'too many keys')
    .default({}),
  frequency: z.enum(ALERT_FREQUENCIES),
  lang: z.enum(LANGUAGES),
})
const anonymousSchema = bodySchema.extend({
  email: z.string().trim().max(254).pipe(z.email()),
  altcha: z.string().min(1).max(8192),
})

/** The most searches a client area lists: the limit per account keeps it far below. */
const LIST_MAX = 100

const tooManyPending = () =>
  new ApiError(
    'forbidden',
    `At most ${MAX_PENDING_SEARCHES} saved searches waiting for their confirmation: confirm them from their mails first`,
  )

/**
 * Whether one more search may be saved: a client's account keeps at most 20; an address counts
 * as the mailbox it reaches (a `+tag` or a Gmail dot is the same mailbox), with 20 confirmed
 * searches and a few unconfirmed ones at most, so that typing someone else's address never takes
 * that person's slots.
 */
async function checkRoom(
  payload: Payload,
  owner: { clientId: Doc['client'] } | { email: string },
): Promise<void> {
  if ('clientId' in owner) {
    if (
      (
        await payload.count({
          collection: 'saved-searches',
          where: { client: { equals: owner.clientId } },
          overrideAccess: true,
        })
      ).totalDocs >= MAX_SAVED_SEARCHES
    )
      throw tooMany()
    return
  }
  const held = await searchesOfMailbox(payload, owner.email)
  if (held.confirmed >= MAX_SAVED_SEARCHES) throw tooMany()
  if (held.pending >= MAX_PENDING_SEARCHES) throw tooManyPending()
}

/**
 * Saved searches and their alerts: a client's own (list, save, delete), a visitor's by e-mail with
 * the robot check and a mailed confirmation (double opt-in), and the token links of the mails
 * (confirm, unsubscribe, read by GET and acted on by POST) that need no sign-in.
 */
export function savedSearchesRouter({ payload, env, shared, afterAnswer }: AppDeps): Router {
  const router = Router()

  router.get('/searches', requireCaller, async (req, res) => {
    const { docs } = await payload.find({
      collection: 'saved-searches',
      where: { client: { equals: req.caller!.id } },
      sort: ['-createdAt', '-id'],
      depth: 0,
      limit: LIST_MAX,
      pagination: false,
      overrideAccess: true,
    })
    res.json({ err: null, data: (docs as Doc[]).map(toSavedSearch) })
  })

  router.post('/searches', shared.limit(10), async (req, res) => {
    const caller = req.caller
    const input: z.infer<typeof bodySchema> & { email?: string; altcha?: string } = caller
      ? parseInput(bodySchema, req.body)
      : parseInput(anonymousSchema, req.body)
    const filter = normalizeSavedFilter(input.filter)
    const email = caller ? null : (input.email ?? '').toLowerCase()
    if (!caller) await verifyCaptcha(input.altcha, shared)
    await checkRoom(payload, caller ? { clientId: caller.id as Doc['client'] } : { email: email! })

    const confirmToken = caller ? null : newToken()
    const stored = (await payload.create({
      collection: 'saved-searches',
      data: {
        filter,
        frequency: input.frequency,
        lang: input.lang,
        confirmed: !!caller,
        ...(caller ? { client: caller.id } : { email }),
        ...alertConsent(req, { publicUrl: env.PUBLIC_URL, signedIn: !!caller }),
        confirm_token_hash: confirmToken ? hashToken(confirmToken) : null,
        ...unsubscribeSecrets(),
        sent_offers: [],
      },
      depth: 0,
      overrideAccess: true,
    })) as Doc
    res.json({ err: null, data: toSavedSearch(stored) })
    if (!confirmToken || !email) return
    // Stored first: a mail that fails now is retried by the mail queue, and the visitor may save again.
    await afterAnswer.run(() =>
      confirmMail(payload, {
        token: confirmToken,
        frequency: input.frequency,
        lang: toLanguage(input.lang),
        publicUrl: env.PUBLIC_URL,
        filter,
      })
        .then((mail) => queueMail(payload, { to: email, ...mail }))
        .catch((err: unknown) =>
          payload.logger.error(
            { err, savedSearch: stored.id },
            'Saved search stored but its confirmation mail failed for now',
          ),
        ),
    )
  })

  router.delete('/searches/:id', requireCaller, async (req, res) => {
    const id = String(req.params.id)
    // Another client's search and an unknown one answer alike: no id is confirmed to exist.
    const valid =
      payload.db.defaultIDType === 'number'
        ? /^\d{1,15}$/.test(id)
        : /^[A-Za-z0-9_-]{1,64}$/.test(id)
    const found = valid
      ? await payload.find({
          collection: 'saved-searches',
          where: {
            and: [
              { id: { equals: payload.db.defaultIDType === 'number' ? Number(id) : id } },
              { client: { equals: req.caller!.id } },
            ],
          },
          depth: 0,
          limit: 1,
          pagination: false,
          overrideAccess: true,
        })
      : { docs: [] }
    if (!found.docs[0]) throw new ApiError('not_found', 'No such saved search among yours')
    await payload.delete({
      collection: 'saved-searches',
      id: found.docs[0].id,
      overrideAccess: true,
    })
    res.json({ err: null, data: { deleted: true } })
  })

  // A mail's link only opens the site's page: scanners that follow every link must not act. Reading
  // a token's search changes nothing; confirming and stopping are POSTs, sent by the page's button.
  router.get('/searches/confirm/:token', async (req, res) => {
    res.json(await readSearchLink(payload, 'confirm', req.params.token))
  })

  router.post('/searches/confirm/:token', searchLinkLimit(shared, 'confirm'), async (req, res) => {
    res.json(await followSearchLink(payload, 'confirm', req.params.token as string))
  })

  router.get('/searches/unsubscribe/:token', async (req, res) => {
    res.json(await readSearchLink(payload, 'unsubscribe', req.params.token))
  })

  // The site page's button, and the mail program's one-click (RFC 8058: a form body `List-Unsubscribe=One-Click`).
  router.post(
    '/searches/unsubscribe/:token',
    searchLinkLimit(shared, 'unsubscribe'),
    express.urlencoded({ extended: false, limit: '2kb' }),
    async (req, res) => {
      res.json(await followSearchLink(payload, 'unsubscribe', req.params.token as string))
    },
  )
  return router
}
