import type { Payload, PayloadRequest, Where } from 'payload'

import type { MailInput } from './send-mail'

/** A mail the agency itself gets (to it, or in copy): it carries a lead, never a client's secret. */
export const isAgencyMail = (mail: Pick<MailInput, 'to' | 'cc'>, agencyEmail: string): boolean =>
  mail.to === agencyEmail || mail.cc === agencyEmail

/** What a queued mail's text becomes once the queue is done with it. */
export const CONTENT_REMOVED = {
  sent: '[content removed once the mail was sent]',
  givenUp: '[content removed when the mail was given up]',
} as const

/** Whether a queued mail still carries its text, HTML and headers. */
export const hasContent = (input: MailInput): boolean =>
  !(Object.values(CONTENT_REMOVED) as string[]).includes(input.text)

/**
 * A mail as the queue keeps it once done: recipient, subject, reply address and the record it
 * belongs to. Its text, HTML and headers go: they carry password and verification links,
 * activation codes and unsubscribe tokens, which must not outlive the mail itself.
 */
export const withoutContent = (input: MailInput, marker: string): MailInput => ({
  ...input,
  text: marker,
  html: null,
  headers: null,
})

type StoredJob = { log?: ({ input?: unknown } & Record<string, unknown>)[] | null }

/**
 * Removes a mail's content from its job: from the input the runner holds (the runner logs this
 * very object with the attempt it is recording), and from the stored job, its input and every
 * attempt already logged. Written below the Local API, as the job runner itself writes jobs.
 */
export async function removeMailContent(
  payload: Payload,
  jobId: number | string,
  input: MailInput,
  marker: string,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  Object.assign(input, withoutContent(input, marker))
  const stored = (await payload.db.findOne({
    collection: 'payload-jobs',
    where: { id: { equals: jobId } },
    req,
  })) as StoredJob | null
  if (!stored) return
  const log = (stored.log ?? []).map((entry) =>
    entry.input && typeof entry.input === 'object'
      ? { ...entry, input: withoutContent(entry.input as MailInput, marker) }
      : entry,
  )
  await payload.db.updateOne({ collection: 'payload-jobs', id: jobId, data: { input, log }, req })
}

/**
 * Removes the content of the mails a queue sent or gave up before it removed it itself (a mail
 * to the agency given up keeps it, as the queue does). Resolves how many mails lost their content.
 */
export async function removeFinishedMailContent(
  payload: Payload,
  agencyEmail: string,
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const finished: Where = {
    and: [
      { taskSlug: { equals: 'sendMail' } },
      { or: [{ completedAt: { exists: true } }, { hasError: { equals: true } }] },
    ],
  }
  let removed = 0
  // Removing content leaves a job in the selection, so the pages stay the same.
  for (let page = 1; ; page++) {
    const found = await payload.find({
      collection: 'payload-jobs',
      where: finished,
      overrideAccess: true,
      depth: 0,
      limit: 100,
      page,
      req,
    })
    for (const job of found.docs as {
      id: number | string
      completedAt?: string | null
      input?: MailInput | null
    }[]) {
      if (
        !job.input ||
        !hasContent(job.input) ||
        (!job.completedAt && isAgencyMail(job.input, agencyEmail))
      )
        continue
      await removeMailContent(
        payload,
        job.id,
        { ...job.input },
        job.completedAt ? CONTENT_REMOVED.sent : CONTENT_REMOVED.givenUp,
        req,
      )
      removed++
    }
    if (!found.hasNextPage) return removed
  }
}
