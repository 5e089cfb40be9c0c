import * as migration_20261126_112814_initial from './20261126_112814_initial'
import * as migration_20261126_112815_locales_parent_index from './20261126_112815_locales_parent_index'
import * as migration_20261126_135448_media_storage_fields from './20261126_135448_media_storage_fields'
import * as migration_20261126_141229_job_claims from './20261126_141229_job_claims'
import * as migration_20261126_213842_portals_feeds_imports from './20261126_213842_portals_feeds_imports'
import * as migration_20261129_045148_client_data_kept_records from './20261129_045148_client_data_kept_records'
import * as migration_20261129_080657_message_replies from './20261129_080657_message_replies'
import * as migration_20261129_080850_retention_consents from './20261129_080850_retention_consents'
import * as migration_20261129_083231_valuation_requests from './20261129_083231_valuation_requests'
import * as migration_20261129_112012_portal_fetches_portal_optional from './20261129_112012_portal_fetches_portal_optional'
import * as migration_20261129_112952_negotiators from './20261129_112952_negotiators'
import * as migration_20261129_212729_client_type_choice from './20261129_212729_client_type_choice'
import * as migration_20261130_011006_client_offer_views_contact_offer from './20261130_011006_client_offer_views_contact_offer'

export const migrations = [
  {
    up: migration_20261126_112814_initial.up,
    down: migration_20261126_112814_initial.down,
    name: '20261126_112814_initial',
  },
  {
    up: migration_20261126_112815_locales_parent_index.up,
    down: migration_20261126_112815_locales_parent_index.down,
    name: '20261126_112815_locales_parent_index',
  },
  {
    up: migration_20261126_135448_media_storage_fields.up,
    down: migration_20261126_135448_media_storage_fields.down,
    name: '20261126_135448_media_storage_fields',
  },
  {
    up: migration_20261126_141229_job_claims.up,
    down: migration_20261126_141229_job_claims.down,
    name: '20261126_141229_job_claims',
  },
  {
    up: migration_20261126_213842_portals_feeds_imports.up,
    down: migration_20261126_213842_portals_feeds_imports.down,
    name: '20261126_213842_portals_feeds_imports',
  },
  {
    up: migration_20261129_045148_client_data_kept_records.up,
    down: migration_20261129_045148_client_data_kept_records.down,
    name: '20261129_045148_client_data_kept_records',
  },
  {
    up: migration_20261129_080657_message_replies.up,
    down: migration_20261129_080657_message_replies.down,
    name: '20261129_080657_message_replies',
  },
  {
    up: migration_20261129_080850_retention_consents.up,
    down: migration_20261129_080850_retention_consents.down,
    name: '20261129_080850_retention_consents',
  },
  {
    up: migration_20261129_083231_valuation_requests.up,
    down: migration_20261129_083231_valuation_requests.down,
    name: '20261129_083231_valuation_requests',
  },
  {
    up: migration_20261129_112012_portal_fetches_portal_optional.up,
    down: migration_20261129_112012_portal_fetches_portal_optional.down,
    name: '20261129_112012_portal_fetches_portal_optional',
  },
  {
    up: migration_20261129_112952_negotiators.up,
    down: migration_20261129_112952_negotiators.down,
    name: '20261129_112952_negotiators',
  },
  {
    up: migration_20261129_212729_client_type_choice.up,
    down: migration_20261129_212729_client_type_choice.down,
    name: '20261129_212729_client_type_choice',
  },
  {
    up: migration_20261130_011006_client_offer_views_contact_offer.up,
    down: migration_20261130_011006_client_offer_views_contact_offer.down,
    name: '20261130_011006_client_offer_views_contact_offer',
  },
]
