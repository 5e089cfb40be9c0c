import {
  APIError,
  type CollectionConfig,
  type JobsConfig,
  type Payload,
  type PayloadRequest,
  type TaskConfig,
} from 'payload'

import { isAdmin } from '../../schema/access/is-admin'
import type { Env } from '../../env'
import { CONTENT_REMOVED, hasContent, isAgencyMail, removeMailContent } from './mail-content'
import { NAV_GROUPS } from '../../schema/admin-settings/nav-groups'
import { labelJobFields } from './job-field-labels'
import { setFields } from '../payload/set-fields'

/** What a queued mail carries; `refCollection`/`refId` name the record whose mail_status follows it. */
export type MailInput = {
  to: string
  /** Who gets a copy (the agency, of a lead mailed to an offer's negotiator). */
  cc?: string | null
  subject: string
  text: string
  html?: string | null
  replyTo?: string | null
  replyToName?: string | null
  refCollection?: 'contact-messages' | null
  refId?: string | null
  /** Extra headers (an alert's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string> | null
}

export const MAIL_QUEUE = 'mail'

/** Records a mail's outcome on the record it belongs to (a contact message's mail_status). */
async function recordOutcome(
  payload: Payload,
  input: MailInput,
  outcome: { mail_status: 'sent' | 'failed'; mail_error: string | null },
) {
  if (input.refCollection !== 'contact-messages' || !input.refId) return
  await setFields(payload, 'contact-messages', input.refId, outcome).catch((err: unknown) =>
    payload.logger.error(
      { err, contactMessage: input.refId },
      'Could not record the mail status of a contact message',
    ),
  )
}

/**
 * Sends one mail through Payload's e-mail adapter. A failure throws, so the job queue retries it
 * later with an exponential backoff; the record it refers to shows the last outcome. Once the
 * mail left, or was given up, the queue keeps only who got what (see mail-content.ts); a mail to
 * the agency's own address that was given up keeps its content, so an administrator can send it
 * again (it carries a lead's details, no client's secret).
 */
export function sendMailTask(
  e: Pick<Env, 'MAIL_RETRY_ATTEMPTS' | 'MAIL_RETRY_DELAY_MS' | 'AGENCY_EMAIL'>,
): TaskConfig<{ input: MailInput; output: object }> {
  return {
    slug: 'sendMail',
    label: 'Send an e-mail',
    retries: {
      attempts: e.MAIL_RETRY_ATTEMPTS,
      backoff: { type: 'exponential', delay: e.MAIL_RETRY_DELAY_MS },
    },
    inputSchema: [
      { name: 'to', type: 'text', required: true },
      { name: 'cc', type: 'text' },
      { name: 'subject', type: 'text', required: true },
      { name: 'text', type: 'textarea', required: true },
      { name: 'html', type: 'textarea' },
      { name: 'replyTo', type: 'text' },
      { name: 'replyToName', type: 'text' },
      { name: 'refCollection', type: 'text' },
      { name: 'refId', type: 'text' },
      { name: 'headers', type: 'json' },
    ],
    handler: async ({ input, req }) => {
      const { payload } = req
      try {
        await payload.sendEmail({
          to: input.to,
          ...(input.cc ? { cc: input.cc } : {}),
          subject: input.subject,
          text: input.text,
          ...(input.html ? { html: input.html } : {}),
          ...(input.headers && typeof input.headers === 'object' ? { headers: input.headers } : {}),
          ...(input.replyTo
            ? {
                replyTo: input.replyToName
                  ? { name: input.replyToName, address: input.replyTo }
                  : input.replyTo,
              }
            : {}),
        })
      } catch (err) {
        await recordOutcome(payload, input, {
          mail_status: 'failed',
          mail_error: String((err as Error)?.message ?? err).slice(0, 500),
        })
        throw err
      }
      await recordOutcome(payload, input, { mail_status: 'sent', mail_error: null })
      return { output: {} }
    },
    // Both run before the runner logs the attempt, which is why the input is changed in place too.
    onSuccess: async ({ input, job, req }) => {
      await removeMailContent(req.payload, job.id, input as MailInput, CONTENT_REMOVED.sent)
    },
    onFail: async ({ input, job, req, taskStatus }) => {
      const givenUp = (taskStatus?.totalTried ?? 0) >= e.MAIL_RETRY_ATTEMPTS
      const mail = input as MailInput
      if (givenUp && !isAgencyMail(mail, e.AGENCY_EMAIL))
        await removeMailContent(req.payload, job.id, mail, CONTENT_REMOVED.givenUp)
    },
  } as TaskConfig<{ input: MailInput; output: object }>
}

/**
 * The jobs collection shown to administrators as the mail queue (pending, sent and failed mails
 * with their attempts), with a "send again" box that queues a fresh copy of a mail that still has
 * its content. Editors neither read it nor change it: a queued mail names clients and, until it
 * leaves, carries their links.
 */
function mailQueueCollection({
  defaultJobsCollection: c,
}: {
  defaultJobsCollection: CollectionConfig
}): CollectionConfig {
  return {
    ...c,
    labels: {
      singular: { en: 'Queued mail', fr: 'Mail en file' },
      plural: { en: 'Mail queue', fr: 'File des mails' },
    },
    access: { ...c.access, read: isAdmin, update: isAdmin, delete: isAdmin, create: () => false },
    admin: {
      ...c.admin,
      hidden: false,
      group: NAV_GROUPS.technical,
      defaultColumns: ['createdAt', 'input', 'totalTried', 'hasError', 'completedAt'],
      description: {
        en:
          'Mails the site sends (contact form, password links, saved-search alerts) and the alert runs. ' +
          'Not completed = pending or being retried; "Given up" = no more attempts. A mail keeps only its recipient ' +
          'and subject once sent or given up (links and codes are not kept); a mail to the agency given up ' +
          'keeps its content: tick "Send again" to queue it anew.',
        fr:
          'Mails envoyés par le site (dont les alertes des recherches enregistrées) et les passages des alertes. ' +
          'Non terminé = en attente ou en cours de nouvel essai ; « Abandonné » = plus aucun essai. Un mail ne garde ' +
          'que son destinataire et son objet une fois parti ou abandonné (ni liens ni codes) ; un mail à ' +
          'l’agence abandonné garde son contenu : cochez « Renvoyer » pour le remettre en file.',
      },
    },
    fields: [
      ...labelJobFields(c.fields),
      {
        name: 'resend',
        type: 'checkbox',
        defaultValue: false,
        label: { en: 'Send again', fr: 'Renvoyer' },
        admin: {
          position: 'sidebar',
          description: {
            en: 'Queues a new copy of this mail when saved (only while it has its content).',
            fr: 'Remet une copie de ce mail en file à l’enregistrement (tant qu’il a son contenu).',
          },
        },
        hooks: {
          // A field hook (the job runner bypasses collection hooks): a fresh job is queued, the first
          // keeps its history of attempts, and the box is stored unticked.
          beforeChange: [
            async ({ value, originalDoc, req }) => {
              if (value !== true || !originalDoc || originalDoc.taskSlug !== 'sendMail')
                return false
              const input = originalDoc.input as MailInput
              if (!hasContent(input))
                throw new APIError(
                  'This mail’s content was removed once it was sent or given up: it cannot be sent again.',
                  400,
                  null,
                  true,
                )
              await queueMailJob(req.payload, input, req)
              return false
            },
          ],
        },
      },
    ],
  }
}

export async function queueMailJob(payload: Payload, input: MailInput, req?: PayloadRequest) {
  return payload.jobs.queue({
    task: 'sendMail',
    input,
    queue: MAIL_QUEUE,
    ...(req ? { req } : {}),
  })
}

/** The jobs part of the Payload configuration: the mail task, its queue runner and its administrators' view. */
export function mailJobsConfig(
  e: Pick<Env, 'MAIL_RETRY_ATTEMPTS' | 'MAIL_RETRY_DELAY_MS' | 'MAIL_QUEUE_CRON' | 'AGENCY_EMAIL'>,
): JobsConfig {
  return {
    tasks: [sendMailTask(e) as unknown as TaskConfig],
    autoRun: [{ cron: e.MAIL_QUEUE_CRON, queue: MAIL_QUEUE, limit: 20, silent: { info: true } }],
    // Only administrators may queue, run or cancel jobs through the API, as only they see the queue.
    access: {
      queue: ({ req }) => isAdmin({ req }) === true,
      run: ({ req }) => isAdmin({ req }) === true,
      cancel: ({ req }) => isAdmin({ req }) === true,
    },
    jobsCollectionOverrides: mailQueueCollection,
    // Sent mails stay listed, so staff can see what left and when.
    deleteJobOnComplete: false,
  }
}
