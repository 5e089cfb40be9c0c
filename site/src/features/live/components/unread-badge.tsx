import { useTranslation } from 'react-i18next'

import { useUnreadCount } from '../api/get-unread-count'

/** The unread-message count next to the client-area link; hidden at zero. */
export function UnreadBadge({ coId }: { coId: number | string }) {
  const { t } = useTranslation()
  const { data: count = 0 } = useUnreadCount(coId)
  if (count === 0) return null
  return (
    <span className="badge badge--gold" data-testid="unread-badge" aria-label={t('account.unread', { count })} title={t('account.unread', { count })}>
      {count}
    </span>
  )
}
