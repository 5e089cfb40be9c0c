import type { Payload, TypedUser } from 'payload'

import { mailJobStatus, type MailStatus } from '../../schema/fields/contact-mail-status'
import { hasContent } from '../../domain/mail/mail-content'
import type { MailInput } from '../../domain/mail/send-mail'

export type MailKind = 'contact' | 'agency' | 'client'

/** One queued mail as the Mails view shows it: never its content. */
export type MailRow = {
  id: number | string
  createdAt: string
  to: string
  subject: string
  kind: MailKind
  status: MailStatus
  attempts: number
  lastError: string | null
  /** Given up with its content kept (a mail to the agency): it can be sent again. */
  canResend: boolean
}
export type MailPage = { rows: MailRow[]; totalDocs: number; page: number; totalPages: number }

export const MAILS_PAGE_SIZE = 50

type Job = {
  id: number | string
  createdAt: string
  input?: MailInput | null
  totalTried?: number | null
  completedAt?: string | null
  hasError?: boolean | null
  log?: { state?: string | null; error?: unknown }[] | null
}

/** Whom a mail is for: a contact message to the agency, another mail to the agency (a lead), or a client's or visitor's mail. */
function kindOf(input: MailInput, agencyEmail: string): MailKind {
  if (input.refCollection === 'contact-messages') return 'contact'
  return input.to === agencyEmail ? 'agency' : 'client'
}

/**
 * A page of the mail queue (newest first), read with the staff member's access: only
 * administrators read the queue, so anyone else gets Payload's Forbidden.
 */
export async function loadMails(
  payload: Payload,
  { user, page = 1, agencyEmail }: { user: TypedUser; page?: number; agencyEmail: string },
): Promise<MailPage> {
  const found = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendMail' } },
    sort: '-createdAt',
    limit: MAILS_PAGE_SIZE,
    page,
    depth: 0,
    select: {
      input: true,
      totalTried: true,
      completedAt: true,
      hasError: true,
      log: true,
      createdAt: true,
    },
    user,
    overrideAccess: false,
  })
  const rows = (found.docs as Job[]).map((job): MailRow => {
    const input = (job.input ?? { to: '', subject: '', text: '' }) as MailInput
    const { mail_status, mail_error } = mailJobStatus(job)
    return {
      id: job.id,
      createdAt: job.createdAt,
      to: input.to ?? '',
      subject: input.subject ?? '',
      kind: kindOf(input, agencyEmail),
      status: mail_status,
      attempts: job.totalTried ?? 0,
      lastError: mail_error,
      canResend: mail_status === 'failed' && hasContent(input),
    }
  })
  return {
    rows,
    totalDocs: found.totalDocs,
    page: found.page ?? page,
    totalPages: found.totalPages,
  }
}
