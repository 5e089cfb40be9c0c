import type { Payload } from 'payload'

import type { MailInput } from './send-mail'

/** What a queued mail's text becomes once the queue is done with it. */
export const CONTENT_REMOVED = {
  sent: '[content removed once the mail was sent]',
  givenUp: '[content removed when the mail was given up]',
} as const

/** Whether a queued mail still carries its text, HTML and headers. */
export const hasContent = (input: MailInput): boolean => !Object.values(CONTENT_REMOVED).includes(input.text as never)

/**
 * A mail as the queue keeps it once done: recipient, subject, reply address and the record it
 * belongs to. Its text, HTML and headers go: they carry password and verification links,
 * activation codes and unsubscribe tokens, which must not outlive the mail itself.
 */
export const withoutContent = (input: MailInput, marker: string): MailInput => ({ ...input, text: marker, html: null, headers: null })

type StoredJob = { log?: ({ input?: unknown } & Record<string, unknown>)[] | null }

/**
 * Removes a mail's content from its job: from the input the runner holds (the runner logs this
 * very object with the attempt it is recording), and from the stored job, its input and every
 * attempt already logged. Written below the Local API, as the job runner itself writes jobs.
 */
export async function removeMailContent(payload: Payload, jobId: number | string, input: MailInput, marker: string): Promise<void> {
  Object.assign(input, withoutContent(input, marker))
  const stored = (await payload.db.findOne({ collection: 'payload-jobs', where: { id: { equals: jobId } } })) as StoredJob | null
  if (!stored) return
  const log = (stored.log ?? []).map((entry) => (entry.input && typeof entry.input === 'object' ? { ...entry, input: withoutContent(entry.input as MailInput, marker) } : entry))
  await payload.db.updateOne({ collection: 'payload-jobs', id: jobId, data: { input, log } })
}
