import type { CollectionAfterReadHook, Payload, PayloadRequest } from 'payload'

export const MAIL_STATUSES = ['none', 'pending', 'retrying', 'sent', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

/** The statuses' words, as the select of the contact message and the Mails view show them. */
export const MAIL_STATUS_LABELS: Record<MailStatus, { en: string; fr: string }> = {
  none: { en: 'No mail', fr: 'Aucun mail' },
  pending: { en: 'Pending', fr: 'En attente' },
  retrying: { en: 'Failed, will retry', fr: 'Échec, nouvel essai prévu' },
  sent: { en: 'Sent', fr: 'Envoyé' },
  failed: { en: 'Failed (given up)', fr: 'Échec (abandonné)' },
}

type QueuedMail = {
  completedAt?: string | null
  hasError?: boolean | null
  log?: { state?: string | null; error?: unknown }[] | null
}

const errorText = (error: unknown): string | null => {
  if (!error) return null
  const message =
    typeof error === 'object' && 'message' in error
      ? (error as { message?: unknown }).message
      : error
  return String(message).slice(0, 500)
}

/** A queued mail's status, the same the dashboard counts by: given up, waiting for its first try or for a retry, or sent. */
export function mailJobStatus(job: QueuedMail): {
  mail_status: MailStatus
  mail_error: string | null
} {
  const lastFailure = [...(job.log ?? [])].reverse().find((l) => l.state === 'failed')
  if (job.completedAt) return { mail_status: 'sent', mail_error: null }
  return {
    mail_status: job.hasError ? 'failed' : lastFailure ? 'retrying' : 'pending',
    mail_error: errorText(lastFailure?.error),
  }
}

/** The latest mail queued for a record (a copy sent again is newer than the first). */
export async function latestMailJob(
  payload: Payload,
  refCollection: string,
  refId: number | string,
  req?: PayloadRequest,
): Promise<QueuedMail | null> {
  const found = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'sendMail' } },
        { 'input.refCollection': { equals: refCollection } },
        { 'input.refId': { equals: String(refId) } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    select: { completedAt: true, hasError: true, log: true },
    overrideAccess: true,
    // Inside the request's transaction: the queue's runner records an outcome while it holds one.
    ...(req ? { req } : {}),
  })
  return (found.docs[0] as QueuedMail | undefined) ?? null
}

/**
 * A contact message's mail status is read from its mail in the queue, so the list, the message
 * and the dashboard (which counts the queue) never disagree; the stored columns are what the
 * contact route last wrote and are not trusted. Only the status and the error are read from the
 * queue, which editors may not read themselves: never the mail's content.
 */
export const mailStatusFromQueue: CollectionAfterReadHook = async ({ doc, req }) => {
  if (!doc || !('mail_status' in doc || 'mail_error' in doc)) return doc
  const job = await latestMailJob(req.payload, 'contact-messages', doc.id, req)
  return { ...doc, ...(job ? mailJobStatus(job) : { mail_status: 'none', mail_error: null }) }
}
