import { Router } from 'express'
import { ApiError } from '@contract/api-error'

import { requireCaller } from '../auth/caller'
import type { AppDeps } from '../start/deps'

/** GET /messages/:co_id/notread: the caller's own unread count; any other id (unknown ones too) is 403. */
export function unreadAgencyMessagesRouter({ payload }: AppDeps): Router {
  const router = Router()
  router.get('/messages/:co_id/notread', requireCaller, async (req, res) => {
    const caller = req.caller!
    if (String(caller.id) !== req.params.co_id)
      throw new ApiError('forbidden', 'You may only read your own messages')
    const { totalDocs } = await payload.count({
      collection: 'messages',
      where: { and: [{ contact: { equals: caller.id } }, { read: { not_equals: true } }] },
      overrideAccess: false,
      user: caller,
    })
    res.json({ err: null, data: { count: totalDocs } })
  })
  return router
}
