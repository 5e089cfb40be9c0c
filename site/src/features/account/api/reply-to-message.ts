import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AgencyMessage } from '@contract/accounts'
import type { MessageReply, MessageReplyInput } from '@contract/message-reply'
import { webActionPath } from '@contract/web-actions'

import { apiRequest } from '../../../lib/api-client'
import { withSession } from '../../../api/authed-request'

/**
 * The key of the messages' list, as `agencyMessageKeys.list` makes it (a test holds them equal):
 * written out here, since importing the helper would add an export to the file every page loads.
 */
export const messageListKey = (coId: number | string) => ['messages', 'list', String(coId)] as const

/** The messages with a new reply added under its message, as the server lists them. */
export const withReply = (
  messages: AgencyMessage[] | undefined,
  messageId: AgencyMessage['ms_id'],
  reply: MessageReply,
): AgencyMessage[] | undefined =>
  messages?.map((m) =>
    String(m.ms_id) === String(messageId) ? { ...m, replies: [...(m.replies ?? []), reply] } : m,
  )

/** POST /messages/{id}/reply; the sent reply shows under its message at once. */
export function useReplyToMessage(coId: number | string, messageId: AgencyMessage['ms_id']) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (text: string) =>
      withSession(() =>
        apiRequest<{ data: MessageReply }>(webActionPath('replyToMessage', { id: messageId }), {
          method: 'POST',
          body: { text } satisfies MessageReplyInput,
        }),
      ).then((a) => a.data),
    onSuccess: (reply) =>
      queryClient.setQueryData<AgencyMessage[]>(messageListKey(coId), (messages) =>
        withReply(messages, messageId, reply),
      ),
  })
}
