import { backfillOfferContentStatus } from '../collections/Offers/backfill-content-status'
import type { DataUpgradeArgs } from '.'

/**
 * The language and photo status of every offer saved before it was stored, in the offer and its
 * latest draft. SQLite did this in its own migration, so there it finds nothing left to do.
 */
export async function up({ payload, req }: DataUpgradeArgs): Promise<void> {
  const { docs, versions } = await backfillOfferContentStatus(payload, req)
  payload.logger.info(
    `Language and photo status stored for ${docs} offers and ${versions} latest drafts`,
  )
}

/** Nothing to undo: the status is what the next save of each offer would store anyway. */
export async function down(_args: DataUpgradeArgs): Promise<void> {}
