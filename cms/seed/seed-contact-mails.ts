import type { Payload } from 'payload'

import { env } from '../env'
import { CONTENT_REMOVED, withoutContent } from '../domain/mail/mail-content'
import { MAIL_QUEUE, type MailInput } from '../domain/mail/send-mail'

export type SeededMailState = 'sent' | 'failed' | 'retrying'

const HOUR_MS = 60 * 60 * 1000

/**
 * The demo's contact messages get their mail to the agency in the queue, in the state the demo
 * shows (sent, given up, or waiting for its retry), since the messages' mail status is read from
 * the queue. Written below the Local API, as the queue's runner writes its jobs.
 */
export async function seedContactMail(
  payload: Payload,
  message: { id: number | string; firstname: string; name: string; email: string },
  state: SeededMailState,
  error = 'SMTP connection timed out',
): Promise<void> {
  const input: MailInput = {
    to: env().AGENCY_EMAIL,
    subject: `Message de contact : ${message.firstname} ${message.name}`,
    text: `Message de ${message.firstname} ${message.name} <${message.email}>`,
    replyTo: message.email,
    refCollection: 'contact-messages',
    refId: String(message.id),
  }
  // The retry is due in an hour, so the demo shows it waiting.
  const job = (await payload.jobs.queue({
    task: 'sendMail',
    input: input,
    queue: MAIL_QUEUE,
    waitUntil: new Date(Date.now() + HOUR_MS),
  })) as { id: number | string }
  const now = new Date().toISOString()
  // A log entry's id is unique across the queue.
  const attempt = (n: number, failed: boolean) => ({
    id: `seed-${String(job.id)}-${n}`,
    executedAt: now,
    completedAt: now,
    taskSlug: 'sendMail',
    taskID: '1',
    state: failed ? 'failed' : 'succeeded',
    ...(failed ? { error: { message: error } } : {}),
  })
  const data =
    state === 'sent'
      ? {
          completedAt: now,
          totalTried: 1,
          processing: false,
          input: withoutContent(input, CONTENT_REMOVED.sent),
          log: [attempt(1, false)],
        }
      : state === 'failed'
        ? {
            hasError: true,
            totalTried: 3,
            processing: false,
            error: { message: error },
            log: [1, 2, 3].map((n) => attempt(n, true)),
          }
        : { totalTried: 1, processing: false, log: [attempt(1, true)] }
  await payload.db.updateOne({ collection: 'payload-jobs', id: job.id, data })
}
