import type { Payload } from 'payload'

import { env } from '../../env'
import { CONTENT_REMOVED, removeMailContent } from '../mail/mail-content'
import type { MailInput } from '../mail/send-mail'
import { FEED_IMPORT_TASK } from '../portals/import/feed-import-names'
import { emptyReport } from '../portals/import/report'

/** The error of a job whose last allowed attempt stopped with its instance. */
export const ATTEMPT_STOPPED = 'The attempt stopped with its process'

/** What an import stopped that way shows in its report. */
export const IMPORT_STOPPED = 'The import stopped with its process'

type GivenUpJob = { id: number | string; taskSlug?: string | null; input?: unknown }

/**
 * Tells the record of a job given up because its last attempt stopped with its instance (a task's
 * own onFail does not run then): a feed import still shown queued or running is marked failed,
 * with its report saying why; a mail to a client keeps no content, as a mail given up after
 * failing does. A failure here is logged: the job is given up all the same.
 */
export async function attemptGivenUp(payload: Payload, job: GivenUpJob): Promise<void> {
  try {
    if (job.taskSlug === FEED_IMPORT_TASK) await importStopped(payload, job.input)
    else if (job.taskSlug === 'sendMail') {
      const mail = job.input as MailInput
      if (mail?.to && mail.to !== env().AGENCY_EMAIL)
        await removeMailContent(payload, job.id, mail, CONTENT_REMOVED.givenUp)
    }
  } catch (err) {
    payload.logger.error({ err, job: job.id }, 'Could not record a job given up')
  }
}

async function importStopped(payload: Payload, input: unknown) {
  const id = (input as { importId?: string } | null)?.importId
  if (!id) return
  const doc = await payload.findByID({
    collection: 'feed-imports',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc || (doc.status !== 'queued' && doc.status !== 'running')) return
  const finishedAt = new Date().toISOString()
  const report = {
    ...emptyReport(doc.feedName || doc.label || '', doc.dryRun === true),
    processed: doc.processed ?? 0,
    fatal: IMPORT_STOPPED,
    finishedAt,
  }
  await payload.update({
    collection: 'feed-imports',
    id,
    data: { status: 'failed', report, finishedAt },
    depth: 0,
    overrideAccess: true,
  })
}
