import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { env } from '../../env'
import { removeFinishedMailContent } from '../../domain/mail/mail-content'

/**
 * The mail queue kept every mail's text, HTML and headers (password and verification links,
 * unsubscribe tokens) after sending it; it now removes them once a mail leaves or is given up.
 * The mails it already sent or gave up lose them here.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const removed = await removeFinishedMailContent(payload, env().AGENCY_EMAIL, req)
  payload.logger.info(`Content removed from ${removed} mails the queue had sent or given up`)
}

/** Nothing to undo: the removed content is gone. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
