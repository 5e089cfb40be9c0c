import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import type { AdminViewServerProps, TypedUser } from 'payload'

import { isAdmin } from '../../schema/access/is-admin'
import { MAIL_STATUS_LABELS } from '../../schema/fields/contact-mail-status'
import { env } from '../../env'
import { loadMails } from './load-mails'
import { mailsWords } from './mails-words'
import { ResendButton } from './resend-button'
import '../shared/admin-tables.scss'

export const MAILS_PATH = '/mails'

/**
 * The mail queue as staff read it: recipient, subject, kind, status, attempts and last error,
 * newest first, with "send again" for a given-up mail that kept its content. Administrators only,
 * as the queue itself; anyone else is answered as if the page did not exist.
 */
export async function MailsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  if (req.user?.collection !== 'users' || isAdmin({ req }) !== true) notFound()
  const lang = req.i18n.language === 'en' ? 'en' : 'fr'
  const w = mailsWords[lang]
  const requested = Number((searchParams as Record<string, unknown> | undefined)?.page)
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1
  const mails = await loadMails(req.payload, {
    user: req.user as TypedUser,
    page,
    agencyEmail: env().AGENCY_EMAIL,
  })
  const admin = req.payload.config.routes.admin
  const when = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Monaco',
  })
  const pageHref = (p: number) => `${admin}${MAILS_PATH}${p > 1 ? `?page=${p}` : ''}`
  const resendWords = { resend: w.resend, resent: w.resent, resendFailed: w.resendFailed }
  // A view of its own (not a collection's): the default template gives it the admin's frame, navigation and breadcrumb.
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Gutter className="agency-mails">
        <SetStepNav nav={[{ label: w.nav }]} />
        <header className="agency-table__header">
          <h1>{w.title}</h1>
          <Link href={`${admin}/collections/payload-jobs`}>{w.queue}</Link>
        </header>
        <p>{w.intro}</p>
        <p aria-live="polite">{w.total(mails.totalDocs)}</p>
        {mails.rows.length === 0 ? (
          <p>{w.none}</p>
        ) : (
          <div className="agency-table__scroll">
            <table className="agency-table agency-mails__table">
              <thead>
                <tr>
                  <th scope="col">{w.date}</th>
                  <th scope="col">{w.to}</th>
                  <th scope="col">{w.subject}</th>
                  <th scope="col">{w.kind}</th>
                  <th scope="col">{w.status}</th>
                  <th scope="col" className="agency-table__number">
                    {w.attempts}
                  </th>
                  <th scope="col">{w.lastError}</th>
                  <th scope="col">{w.resend}</th>
                </tr>
              </thead>
              <tbody>
                {mails.rows.map((m) => (
                  <tr key={String(m.id)} data-mail-id={String(m.id)}>
                    <td>
                      <Link
                        href={`${admin}/collections/payload-jobs/${encodeURIComponent(String(m.id))}`}
                      >
                        {when.format(new Date(m.createdAt))}
                      </Link>
                    </td>
                    <td>{m.to}</td>
                    <td>{m.subject}</td>
                    <td>{w.kinds[m.kind]}</td>
                    <td>
                      <span className={`agency-status agency-status--${m.status}`}>
                        {MAIL_STATUS_LABELS[m.status][lang]}
                      </span>
                    </td>
                    <td className="agency-table__number">{m.attempts}</td>
                    <td className="agency-mails__error">{m.lastError ?? ''}</td>
                    <td>{m.canResend ? <ResendButton id={m.id} words={resendWords} /> : null}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {mails.totalPages > 1 ? (
          <nav
            className="agency-table__pages"
            style={{ display: 'flex', gap: 16, margin: '16px 0' }}
          >
            {mails.page > 1 ? <Link href={pageHref(mails.page - 1)}>{w.previous}</Link> : null}
            {mails.page < mails.totalPages ? (
              <Link href={pageHref(mails.page + 1)}>{w.next}</Link>
            ) : null}
          </nav>
        ) : null}
      </Gutter>
    </DefaultTemplate>
  )
}
