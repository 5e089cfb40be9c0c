import type { DataUpgradeArgs } from '.'
import { linkDemoEditor } from '../../seed/seed-accounts'

/**
 * The demo editor is now the demo negotiator Camille Rossi, so that the offers the editor creates
 * name a negotiator without a choice. The seed links them on a fresh database; a demo database
 * seeded before gets the link here. A database without both demo accounts, or whose editor is
 * already linked, is left alone.
 */
export async function up({ payload, req }: DataUpgradeArgs): Promise<void> {
  if (await linkDemoEditor(payload, req))
    payload.logger.info('The demo editor is linked to their demo negotiator')
}

/** Nothing to undo: the link is staff data like any other, changed on the editor's account. */
export async function down(_args: DataUpgradeArgs): Promise<void> {}
