import { useTexts } from '../../../i18n/texts'
import { useUnreadCount } from '../api/get-unread-count'

/** The unread-message count next to the client-area link; hidden at zero. */
export function UnreadBadge({ coId }: { coId: number | string }) {
  const { t } = useTexts()
  const { data: count = 0 } = useUnreadCount(coId)
  if (count === 0) return null
  // The number is for the eye; assistive technologies read the sentence.
  return (
    <>
      <span
        className="badge badge--gold"
        data-testid="unread-badge"
        aria-hidden="true"
        title={t('account.unread', { count })}
      >
        {count}
      </span>
      <span className="visually-hidden">{t('account.unread', { count })}</span>
    </>
  )
}
