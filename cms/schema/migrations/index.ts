import * as migration_20261122_001109_initial from './20261122_001109_initial';
import * as migration_20261122_002016_client_accounts from './20261122_002016_client_accounts';
import * as migration_20261122_002615_client_accounts_contact_deletable from './20261122_002615_client_accounts_contact_deletable';
import * as migration_20261122_002932_offer_city from './20261122_002932_offer_city';
import * as migration_20261122_004900_locales_parent_index from './20261122_004900_locales_parent_index';
import * as migration_20261123_062116_mail_jobs from './20261123_062116_mail_jobs';
import * as migration_20261123_062616_email_verification from './20261123_062616_email_verification';
import * as migration_20261123_110718_legal_information from './20261123_110718_legal_information';
import * as migration_20261123_114439_map_alerts_rates from './20261123_114439_map_alerts_rates';
import * as migration_20261123_120028_offer_list_status_publishing_rules from './20261123_120028_offer_list_status_publishing_rules';
import * as migration_20261123_140819_lexical_rich_text from './20261123_140819_lexical_rich_text';
import * as migration_20261123_144842_offer_views from './20261123_144842_offer_views';
import * as migration_20261123_145528_offer_content_status_backfill from './20261123_145528_offer_content_status_backfill';
import * as migration_20261126_002303_challenge_sent_to from './20261126_002303_challenge_sent_to';
import * as migration_20261126_010000_mail_content_removed from './20261126_010000_mail_content_removed';
import * as migration_20261126_011000_offer_featured from './20261126_011000_offer_featured';
import * as migration_20261126_012000_offer_previous_price from './20261126_012000_offer_previous_price';
import * as migration_20261126_040057_items_title_visit_acknowledged from './20261126_040057_items_title_visit_acknowledged';
import * as migration_20261126_135416_media_storage_fields from './20261126_135416_media_storage_fields';
import * as migration_20261126_141126_job_claims from './20261126_141126_job_claims';
import * as migration_20261126_213835_portals_feeds_imports from './20261126_213835_portals_feeds_imports';
import * as migration_20261129_045118_client_data_kept_records from './20261129_045118_client_data_kept_records';
import * as migration_20261129_080646_message_replies from './20261129_080646_message_replies';
import * as migration_20261129_080833_retention_consents from './20261129_080833_retention_consents';
import * as migration_20261129_083222_valuation_requests from './20261129_083222_valuation_requests';
import * as migration_20261129_112006_portal_fetches_portal_optional from './20261129_112006_portal_fetches_portal_optional';
import * as migration_20261129_112938_negotiators from './20261129_112938_negotiators';
import * as migration_20261130_010954_client_offer_views_contact_offer from './20261130_010954_client_offer_views_contact_offer';

export const migrations = [
  {
    up: migration_20261122_001109_initial.up,
    down: migration_20261122_001109_initial.down,
    name: '20261122_001109_initial',
  },
  {
    up: migration_20261122_002016_client_accounts.up,
    down: migration_20261122_002016_client_accounts.down,
    name: '20261122_002016_client_accounts',
  },
  {
    up: migration_20261122_002615_client_accounts_contact_deletable.up,
    down: migration_20261122_002615_client_accounts_contact_deletable.down,
    name: '20261122_002615_client_accounts_contact_deletable',
  },
  {
    up: migration_20261122_002932_offer_city.up,
    down: migration_20261122_002932_offer_city.down,
    name: '20261122_002932_offer_city',
  },
  {
    up: migration_20261122_004900_locales_parent_index.up,
    down: migration_20261122_004900_locales_parent_index.down,
    name: '20261122_004900_locales_parent_index',
  },
  {
    up: migration_20261123_062116_mail_jobs.up,
    down: migration_20261123_062116_mail_jobs.down,
    name: '20261123_062116_mail_jobs',
  },
  {
    up: migration_20261123_062616_email_verification.up,
    down: migration_20261123_062616_email_verification.down,
    name: '20261123_062616_email_verification',
  },
  {
    up: migration_20261123_110718_legal_information.up,
    down: migration_20261123_110718_legal_information.down,
    name: '20261123_110718_legal_information',
  },
  {
    up: migration_20261123_114439_map_alerts_rates.up,
    down: migration_20261123_114439_map_alerts_rates.down,
    name: '20261123_114439_map_alerts_rates',
  },
  {
    up: migration_20261123_120028_offer_list_status_publishing_rules.up,
    down: migration_20261123_120028_offer_list_status_publishing_rules.down,
    name: '20261123_120028_offer_list_status_publishing_rules',
  },
  {
    up: migration_20261123_140819_lexical_rich_text.up,
    down: migration_20261123_140819_lexical_rich_text.down,
    name: '20261123_140819_lexical_rich_text',
  },
  {
    up: migration_20261123_144842_offer_views.up,
    down: migration_20261123_144842_offer_views.down,
    name: '20261123_144842_offer_views',
  },
  {
    up: migration_20261123_145528_offer_content_status_backfill.up,
    down: migration_20261123_145528_offer_content_status_backfill.down,
    name: '20261123_145528_offer_content_status_backfill',
  },
  {
    up: migration_20261126_002303_challenge_sent_to.up,
    down: migration_20261126_002303_challenge_sent_to.down,
    name: '20261126_002303_challenge_sent_to',
  },
  {
    up: migration_20261126_010000_mail_content_removed.up,
    down: migration_20261126_010000_mail_content_removed.down,
    name: '20261126_010000_mail_content_removed',
  },
  {
    up: migration_20261126_011000_offer_featured.up,
    down: migration_20261126_011000_offer_featured.down,
    name: '20261126_011000_offer_featured',
  },
  {
    up: migration_20261126_012000_offer_previous_price.up,
    down: migration_20261126_012000_offer_previous_price.down,
    name: '20261126_012000_offer_previous_price',
  },
  {
    up: migration_20261126_040057_items_title_visit_acknowledged.up,
    down: migration_20261126_040057_items_title_visit_acknowledged.down,
    name: '20261126_040057_items_title_visit_acknowledged',
  },
  {
    up: migration_20261126_135416_media_storage_fields.up,
    down: migration_20261126_135416_media_storage_fields.down,
    name: '20261126_135416_media_storage_fields',
  },
  {
    up: migration_20261126_141126_job_claims.up,
    down: migration_20261126_141126_job_claims.down,
    name: '20261126_141126_job_claims',
  },
  {
    up: migration_20261126_213835_portals_feeds_imports.up,
    down: migration_20261126_213835_portals_feeds_imports.down,
    name: '20261126_213835_portals_feeds_imports',
  },
  {
    up: migration_20261129_045118_client_data_kept_records.up,
    down: migration_20261129_045118_client_data_kept_records.down,
    name: '20261129_045118_client_data_kept_records',
  },
  {
    up: migration_20261129_080646_message_replies.up,
    down: migration_20261129_080646_message_replies.down,
    name: '20261129_080646_message_replies',
  },
  {
    up: migration_20261129_080833_retention_consents.up,
    down: migration_20261129_080833_retention_consents.down,
    name: '20261129_080833_retention_consents',
  },
  {
    up: migration_20261129_083222_valuation_requests.up,
    down: migration_20261129_083222_valuation_requests.down,
    name: '20261129_083222_valuation_requests',
  },
  {
    up: migration_20261129_112006_portal_fetches_portal_optional.up,
    down: migration_20261129_112006_portal_fetches_portal_optional.down,
    name: '20261129_112006_portal_fetches_portal_optional',
  },
  {
    up: migration_20261129_112938_negotiators.up,
    down: migration_20261129_112938_negotiators.down,
    name: '20261129_112938_negotiators',
  },
  {
    up: migration_20261130_010954_client_offer_views_contact_offer.up,
    down: migration_20261130_010954_client_offer_views_contact_offer.down,
    name: '20261130_010954_client_offer_views_contact_offer'
  },
];
