import type { Payload, PayloadRequest } from 'payload'

import { env } from '../../env'
import { runsJobs } from '../jobs/runs-jobs'
import { MAIL_QUEUE, queueMailJob, type MailInput } from './send-mail'

type Address = string | { name?: string; address: string }

export type QueuedMail = {
  to: string
  cc?: string
  subject: string
  text: string
  html?: string
  replyTo?: Address
  headers?: Record<string, string>
  /** The record whose mail_status follows this mail (a contact-form message). */
  ref?: { collection: 'contact-messages'; id: string | number }
}

type MailJob = {
  completedAt?: string | null
  totalTried?: number | null
  hasError?: boolean | null
  log?: { state?: string; error?: { message?: string } }[] | null
}

/** How long the first try of a mail that another instance took first is waited for. */
const OTHER_INSTANCE_WAIT_MS = 10_000

const readJob = async (payload: Payload, id: string | number) =>
  (await payload.findByID({
    collection: 'payload-jobs',
    id,
    overrideAccess: true,
    depth: 0,
  })) as MailJob

/** A mail's job in the queue, as `enqueueMail` answers it: what `tryQueuedMail` sends. */
export type QueuedMailJob = { id: string | number }

/**
 * Puts a mail in the mail queue and nothing more: the queue's runs send it. Given the request of
 * a save, the job is written in the save's own transaction, so the record and its mail are stored
 * together or not at all (an instance that dies right after answering loses no mail).
 */
export async function enqueueMail(
  payload: Payload,
  mail: QueuedMail,
  req?: PayloadRequest,
): Promise<QueuedMailJob> {
  const input: MailInput = {
    to: mail.to,
    cc: mail.cc ?? null,
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
  const job = (await queueMailJob(payload, input, req)) as { id: string | number }
  return { id: job.id }
}

/**
 * Tries a queued mail at once. Resolves once it left; if this first try fails, rejects with the
 * transport's error while the mail stays queued: the queue retries it with a growing delay
 * (MAIL_RETRY_DELAY_MS, MAIL_RETRY_ATTEMPTS) and staff see it in Admin → Mail queue. Each try runs
 * on one instance only: when another instance's queue run took the mail first, its outcome is
 * awaited (a few seconds at most); an instance that runs no jobs (JOBS=off) resolves at once, for
 * the instances that run jobs to send it.
 */
export async function tryQueuedMail(payload: Payload, job: QueuedMailJob): Promise<void> {
  if (!runsJobs(env())) return
  await payload.jobs.runByID({ id: job.id, overrideAccess: true, silent: true })
  let after = await readJob(payload, job.id)
  const until = Date.now() + OTHER_INSTANCE_WAIT_MS
  while (!after.completedAt && !after.totalTried && !after.hasError && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100))
    after = await readJob(payload, job.id)
  }
  if (after.completedAt) return
  const failed = [...(after.log ?? [])].reverse().find((l) => l.state === 'failed')
  throw new Error(failed?.error?.message ?? `mail queued on "${MAIL_QUEUE}", not sent yet`)
}

/** Puts a mail in the queue and tries it at once (see enqueueMail and tryQueuedMail). */
export async function queueMail(payload: Payload, mail: QueuedMail): Promise<void> {
  await tryQueuedMail(payload, await enqueueMail(payload, mail))
}
