import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { backfillOfferContentStatus } from '../collections/Offers/backfill-content-status'

/**
 * Offers saved before their language and photo status was stored had none until their next
 * save, so the list's "languages" column and its filters missed them: derive it for every one.
 * MongoDB gets the same backfill from cms/schema/data-upgrades.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const { docs, versions } = await backfillOfferContentStatus(payload, req)
  payload.logger.info(`Language and photo status stored for ${docs} offers and ${versions} latest drafts`)
}

/** Nothing to undo: the status is what the next save of each offer would store anyway. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
