import type { Payload } from 'payload'

import { MAIL_QUEUE, queueMailJob, type MailInput } from './send-mail'

type Address = string | { name?: string; address: string }

export type QueuedMail = {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: Address
  headers?: Record<string, string>
  /** The record whose mail_status follows this mail (a contact-form message). */
  ref?: { collection: 'contact-messages'; id: string | number }
}

/**
 * Puts a mail in the mail queue and tries it at once. Resolves once it left; if this first try
 * fails, rejects with the transport's error while the mail stays queued: the queue retries it
 * with a growing delay (MAIL_RETRY_DELAY_MS, MAIL_RETRY_ATTEMPTS) and staff see it in Admin →
 * Mail queue.
 */
export async function queueMail(payload: Payload, mail: QueuedMail): Promise<void> {
  const input: MailInput = {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    replyTo: mail.replyTo
      ? typeof mail.replyTo === 'string'
        ? mail.replyTo
        : mail.replyTo.address
      : null,
    replyToName:
      mail.replyTo && typeof mail.replyTo !== 'string' ? (mail.replyTo.name ?? null) : null,
    refCollection: mail.ref?.collection ?? null,
    refId: mail.ref ? String(mail.ref.id) : null,
    headers: mail.headers ?? null,
  }
  const job = (await queueMailJob(payload, input)) as { id: string | number }
  await payload.jobs.runByID({ id: job.id, overrideAccess: true, silent: true })
  const after = (await payload.findByID({
    collection: 'payload-jobs',
    id: job.id,
    overrideAccess: true,
    depth: 0,
  })) as unknown as {
    completedAt?: string | null
    log?: { state?: string; error?: { message?: string } }[] | null
  }
  if (after.completedAt) return
  const failed = [...(after.log ?? [])].reverse().find((l) => l.state === 'failed')
  throw new Error(failed?.error?.message ?? `mail queued on "${MAIL_QUEUE}", not sent yet`)
}
