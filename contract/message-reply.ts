import type { Id } from './envelope'

/*
 * Apart from the other account shapes, which the site's shared code reads: only the client area
 * needs these, and the site's build keeps this module out of every page's shared file.
 */

/** The longest reply a client may write to a message (as long as a contact form's message). */
export const REPLY_MAX_LENGTH = 5000

/** A client's reply to one of the agency's messages (collection `message-replies`). */
export type MessageReply = {
  mr_id: Id
  text: string
  createdAt: string
}

/** What `POST /web/1.0/messages/:id/reply` takes. */
export type MessageReplyInput = { text: string }
