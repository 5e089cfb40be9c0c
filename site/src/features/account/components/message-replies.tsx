import type { MessageReply } from '@contract/message-reply'

import { useTexts } from '../../../i18n/texts'
import { formatDate } from '../lib/format-date'

/** The client's replies under the agency's message, oldest first. */
export function MessageReplies({ replies }: { replies: MessageReply[] }) {
  const { t, lang } = useTexts()
  if (!replies.length) return null
  return (
    <ol className="message-replies" aria-label={t('account.reply.thread')}>
      {replies.map((r) => (
        <li key={r.mr_id} className="message-replies__item" data-testid="message-reply">
          <p className="muted">
            {t('account.reply.sentOn', { date: formatDate(r.createdAt, lang) })}
          </p>
          <p className="pre-line">{r.text}</p>
        </li>
      ))}
    </ol>
  )
}
