import type { Payload } from 'payload'

import type { MessageReply } from '@cms/payload-types'
import { idOf } from '@cms/domain/payload/relation-id'

const MAX_REPLIES = 5000

/**
 * A client's own replies (to one message, or to all), grouped by the message they answer, oldest first. Read with the
 * server's rights: the collection is closed to clients, the filter on the client is what keeps
 * another's replies out.
 */
export async function ownRepliesByMessage(
  payload: Payload,
  clientId: number | string,
  messageId?: number | string,
): Promise<Map<string, MessageReply[]>> {
  const own = { contact: { equals: clientId } }
  const { docs } = await payload.find({
    collection: 'message-replies',
    where: messageId == null ? own : { and: [own, { message: { equals: messageId } }] },
    sort: ['createdAt', 'id'],
    limit: MAX_REPLIES,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const byMessage = new Map<string, MessageReply[]>()
  for (const reply of docs) {
    const key = String(idOf(reply.message))
    byMessage.set(key, [...(byMessage.get(key) ?? []), reply])
  }
  return byMessage
}
