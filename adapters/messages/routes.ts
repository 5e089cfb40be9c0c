import { Router } from 'express'

import { requireCaller } from '../auth/caller'
import type { AppDeps } from '../start/deps'
import { parseInput } from '../http/validate'
import { toAgencyMessage } from './mapper'
import { messageIdParam, ownMessage } from './own-message'
import { ownRepliesByMessage } from './own-replies'
import { messageReplyRouter } from './reply'

const MAX_MESSAGES = 500

/** The client area's messages from the agency: list them with the client's replies, mark one read, reply. Only the caller's own. */
export function agencyMessagesRouter(deps: AppDeps): Router {
  const { payload } = deps
  const router = Router()

  router.get('/messages', requireCaller, async (req, res) => {
    const [{ docs }, replies] = await Promise.all([
      payload.find({
        collection: 'messages',
        where: { contact: { equals: req.caller!.id } },
        sort: ['-createdAt', '-id'],
        limit: MAX_MESSAGES,
        depth: 0,
        overrideAccess: false,
        user: req.caller,
        pagination: false,
        joins: false,
      }),
      ownRepliesByMessage(payload, req.caller!.id),
    ])
    res.json({
      err: null,
      data: docs.map((m) => toAgencyMessage(m, replies.get(String(m.id)))),
    })
  })

  router.post('/messages/:id/read', requireCaller, async (req, res) => {
    const { id } = parseInput(messageIdParam, req.params)
    const found = await ownMessage(payload, req.caller!, id)
    const updated = found.read
      ? found
      : await payload.update({
          collection: 'messages',
          id: found.id,
          data: { read: true },
          overrideAccess: false,
          user: req.caller,
          depth: 0,
        })
    const replies = await ownRepliesByMessage(payload, req.caller!.id, updated.id)
    res.json({ err: null, data: toAgencyMessage(updated, replies.get(String(updated.id))) })
  })
  router.use(messageReplyRouter(deps))
  return router
}
