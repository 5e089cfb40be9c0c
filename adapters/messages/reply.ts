import { Router } from 'express'
import { z } from 'zod'
import { REPLY_MAX_LENGTH } from '@contract/message-reply'

import { requireCaller } from '../auth/caller'
import type { AppDeps } from '../start/deps'
import { parseInput } from '../http/validate'
import { toMessageReply } from './mapper'
import { messageIdParam, ownMessage } from './own-message'

const replyInput = z.object({ text: z.string().trim().min(1).max(REPLY_MAX_LENGTH) })

/**
 * POST /messages/:id/reply: the signed-in client answers one of the agency's messages to it. The
 * reply is stored first; its save then queues the agency's mail and tells the signed-in staff
 * live (see the collection's hook), neither of which can undo it.
 */
export function messageReplyRouter({ payload, shared }: AppDeps): Router {
  const router = Router()
  router.post('/messages/:id/reply', shared.limit(20), requireCaller, async (req, res) => {
    const { id } = parseInput(messageIdParam, req.params)
    const { text } = parseInput(replyInput, req.body)
    const message = await ownMessage(payload, req.caller!, id)
    // The collection is closed to clients: this route is their only way in, for their own message.
    const reply = await payload.create({
      collection: 'message-replies',
      data: { message: message.id, contact: req.caller!.id, text },
      overrideAccess: true,
      depth: 0,
    })
    res.json({ err: null, data: toMessageReply(reply) })
  })
  return router
}
