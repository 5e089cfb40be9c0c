import { REPLY_MAX_LENGTH } from '@contract/message-reply'

/** The text key saying what is wrong with a reply before it is sent (nothing written, too long), or null. */
export function replyProblem(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return 'account.reply.required'
  if (trimmed.length > REPLY_MAX_LENGTH) return 'account.reply.tooLong'
  return null
}
