import type { AgencyMessage } from '@contract/accounts'
import type { MessageReply } from '@contract/message-reply'

import type {
  AgencyMessage as AgencyMessageDoc,
  MessageReply as MessageReplyDoc,
} from '@cms/payload-types'

/** A client's reply as the client area shows it, under the message it answers. */
export const toMessageReply = (doc: MessageReplyDoc): MessageReply =>
  ({
    mr_id: doc.id,
    text: doc.text ?? '',
    createdAt: doc.createdAt,
  }) satisfies MessageReply

/** A message from the agency as the client area shows it, with the client's replies to it. */
export const toAgencyMessage = (
  doc: AgencyMessageDoc,
  replies: MessageReplyDoc[] = [],
): AgencyMessage =>
  ({
    ms_id: doc.id,
    subject: doc.subject,
    body: doc.body,
    read: doc.read === true,
    createdAt: doc.createdAt,
    replies: replies.map(toMessageReply),
  }) satisfies AgencyMessage
