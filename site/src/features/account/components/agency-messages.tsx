import { useTexts } from '../../../i18n/texts'
import { useMarkMessageRead, useMessages } from '../../../api/get-agency-messages'
import { formatDate } from '../lib/format-date'
import { MessageReplyForm } from './message-reply-form'
import { MessageReplies } from './message-replies'

/**
 * The agency's messages to the client; an unread one can be marked read, which updates the header
 * badge, and each one can be answered, the client's replies showing under it.
 */
export function AgencyMessages({ coId }: { coId: number | string }) {
  const { t, lang } = useTexts()
  const { data, isPending, isError } = useMessages(coId)
  const markRead = useMarkMessageRead()

  return (
    <section className="account-section" aria-labelledby="account-messages">
      <h2 id="account-messages" className="section-title">
        {t('account.messages')}
      </h2>
      {isPending && <p aria-busy="true">{t('app.loading')}</p>}
      {isError && <p className="notice notice--error">{t('account.loadFailed')}</p>}
      {data?.length === 0 && <p className="muted">{t('account.noMessages')}</p>}
      {data && data.length > 0 && (
        <ul className="account-list" aria-label={t('account.messages')}>
          {data.map((m) => (
            <li
              key={m.ms_id}
              className="contact-card"
              data-testid="agency-message"
              data-read={m.read}
            >
              <h3 className="contact-card__title">
                {!m.read && <span className="badge badge--gold">{t('account.new')}</span>}{' '}
                {m.subject}
              </h3>
              <p className="muted">{formatDate(m.createdAt, lang)}</p>
              <p className="pre-line">{m.body}</p>
              {!m.read && (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  disabled={markRead.isPending}
                  onClick={() => markRead.mutate(m.ms_id)}
                >
                  {t('account.markRead')}
                </button>
              )}
              <MessageReplies replies={m.replies ?? []} />
              <MessageReplyForm coId={coId} message={m} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
