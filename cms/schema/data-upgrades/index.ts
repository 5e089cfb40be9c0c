import type { Payload, PayloadRequest } from 'payload'

import * as richTextDescriptions from './20261126_140000_data_rich_text_descriptions'
import * as offerContentStatus from './20261126_140100_data_offer_content_status'
import * as russianEmailWords from './20261129_190000_data_russian_email_words'
import * as clientTypeChoice from './20261129_213000_data_client_type_choice'
import * as demoEditorNegotiator from './20261130_010000_data_demo_editor_negotiator'
import * as italianFormalAddress from './20261130_050000_data_italian_formal_address'

/** What Payload's migration runner hands each upgrade (MongoDB also passes its session, unused here). */
export type DataUpgradeArgs = { payload: Payload; req: PayloadRequest }
export type DataUpgrade = {
  name: string
  up: (args: DataUpgradeArgs) => Promise<void>
  down: (args: DataUpgradeArgs) => Promise<void>
}

/**
 * Changes to stored data rather than to a schema, written with Payload's API alone so they run on
 * every database adapter, MongoDB included, each recorded once in Payload's migrations. Each one
 * leaves data already in shape alone, so a database that its SQL migrations already converted
 * only records them.
 *
 * Every other file of this folder is a migration named after it, since Payload's CLI reads the
 * folder that way (it is MongoDB's migration folder); helpers live in `steps/`.
 */
export const dataUpgrades: DataUpgrade[] = [
  { name: '20261126_140000_data_rich_text_descriptions', ...richTextDescriptions },
  { name: '20261126_140100_data_offer_content_status', ...offerContentStatus },
  { name: '20261129_190000_data_russian_email_words', ...russianEmailWords },
  { name: '20261129_213000_data_client_type_choice', ...clientTypeChoice },
  { name: '20261130_010000_data_demo_editor_negotiator', ...demoEditorNegotiator },
  { name: '20261130_050000_data_italian_formal_address', ...italianFormalAddress },
]
