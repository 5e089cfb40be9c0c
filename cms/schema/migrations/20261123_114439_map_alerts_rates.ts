import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`saved_searches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`area\` text,
  	\`budget\` text,
  	\`sale_rent\` text,
  	\`frequency\` text NOT NULL,
  	\`lang\` text NOT NULL,
  	\`confirmed\` integer DEFAULT false,
  	\`last_alert_at\` text,
  	\`client_id\` integer,
  	\`email\` text,
  	\`filter\` text NOT NULL,
  	\`sent_offers\` text DEFAULT '[]',
  	\`confirm_token_hash\` text,
  	\`unsubscribe_salt\` text,
  	\`unsubscribe_token_hash\` text,
  	\`alerts_checked_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`saved_searches_confirmed_idx\` ON \`saved_searches\` (\`confirmed\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_client_idx\` ON \`saved_searches\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_email_idx\` ON \`saved_searches\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_confirm_token_hash_idx\` ON \`saved_searches\` (\`confirm_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_unsubscribe_token_hash_idx\` ON \`saved_searches\` (\`unsubscribe_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_updated_at_idx\` ON \`saved_searches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_created_at_idx\` ON \`saved_searches\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`exchange_rates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text DEFAULT '2026-11-23' NOT NULL,
  	\`usd\` numeric DEFAULT 1.16 NOT NULL,
  	\`gbp\` numeric DEFAULT 0.88 NOT NULL,
  	\`chf\` numeric DEFAULT 0.93 NOT NULL,
  	\`rub\` numeric DEFAULT 92.5 NOT NULL,
  	\`aed\` numeric DEFAULT 4.26 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`of_lat\` numeric;`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`of_lng\` numeric;`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`of_location_precision\` text;`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`of_listed_at\` text;`)
  await db.run(sql`CREATE INDEX \`offers_of_lat_idx\` ON \`offers\` (\`of_lat\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_lng_idx\` ON \`offers\` (\`of_lng\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_listed_at_idx\` ON \`offers\` (\`of_listed_at\`);`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_of_lat\` numeric;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_of_lng\` numeric;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_of_location_precision\` text;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_of_listed_at\` text;`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_lat_idx\` ON \`_offers_v\` (\`version_of_lat\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_lng_idx\` ON \`_offers_v\` (\`version_of_lng\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_listed_at_idx\` ON \`_offers_v\` (\`version_of_listed_at\`);`)
  await db.run(sql`ALTER TABLE \`buildings\` ADD \`bu_lat\` numeric;`)
  await db.run(sql`ALTER TABLE \`buildings\` ADD \`bu_lng\` numeric;`)
  await db.run(sql`ALTER TABLE \`buildings\` ADD \`bu_location_precision\` text DEFAULT 'approximate';`)
  await db.run(sql`ALTER TABLE \`buildings\` ADD \`bu_lat_public\` numeric;`)
  await db.run(sql`ALTER TABLE \`buildings\` ADD \`bu_lng_public\` numeric;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`concurrency_key\` text;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`CREATE INDEX \`payload_jobs_concurrency_key_idx\` ON \`payload_jobs\` (\`concurrency_key\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`saved_searches_id\` integer REFERENCES saved_searches(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_searches_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_searches_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`saved_searches\`;`)
  await db.run(sql`DROP TABLE \`exchange_rates\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`offers_id\` integer,
  	\`buildings_id\` integer,
  	\`distances_id\` integer,
  	\`countries_id\` integer,
  	\`media_id\` integer,
  	\`districts_id\` integer,
  	\`items_id\` integer,
  	\`translations_id\` integer,
  	\`contacts_id\` integer,
  	\`actions_id\` integer,
  	\`messages_id\` integer,
  	\`contact_messages_id\` integer,
  	\`users_id\` integer,
  	\`refresh_tokens_id\` integer,
  	\`password_challenges_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`buildings_id\`) REFERENCES \`buildings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`distances_id\`) REFERENCES \`distances\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`districts_id\`) REFERENCES \`districts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`items_id\`) REFERENCES \`items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`translations_id\`) REFERENCES \`translations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contacts_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`actions_id\`) REFERENCES \`actions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`messages_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`refresh_tokens_id\`) REFERENCES \`refresh_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`password_challenges_id\`) REFERENCES \`password_challenges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "offers_id", "buildings_id", "distances_id", "countries_id", "media_id", "districts_id", "items_id", "translations_id", "contacts_id", "actions_id", "messages_id", "contact_messages_id", "users_id", "refresh_tokens_id", "password_challenges_id") SELECT "id", "order", "parent_id", "path", "offers_id", "buildings_id", "distances_id", "countries_id", "media_id", "districts_id", "items_id", "translations_id", "contacts_id", "actions_id", "messages_id", "contact_messages_id", "users_id", "refresh_tokens_id", "password_challenges_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_buildings_id_idx\` ON \`payload_locked_documents_rels\` (\`buildings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_distances_id_idx\` ON \`payload_locked_documents_rels\` (\`distances_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_districts_id_idx\` ON \`payload_locked_documents_rels\` (\`districts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_items_id_idx\` ON \`payload_locked_documents_rels\` (\`items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_translations_id_idx\` ON \`payload_locked_documents_rels\` (\`translations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_actions_id_idx\` ON \`payload_locked_documents_rels\` (\`actions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refresh_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`refresh_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_password_challenges_id_idx\` ON \`payload_locked_documents_rels\` (\`password_challenges_id\`);`)
  await db.run(sql`DROP INDEX \`offers_of_lat_idx\`;`)
  await db.run(sql`DROP INDEX \`offers_of_lng_idx\`;`)
  await db.run(sql`DROP INDEX \`offers_of_listed_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`offers\` DROP COLUMN \`of_lat\`;`)
  await db.run(sql`ALTER TABLE \`offers\` DROP COLUMN \`of_lng\`;`)
  await db.run(sql`ALTER TABLE \`offers\` DROP COLUMN \`of_location_precision\`;`)
  await db.run(sql`ALTER TABLE \`offers\` DROP COLUMN \`of_listed_at\`;`)
  await db.run(sql`DROP INDEX \`_offers_v_version_version_of_lat_idx\`;`)
  await db.run(sql`DROP INDEX \`_offers_v_version_version_of_lng_idx\`;`)
  await db.run(sql`DROP INDEX \`_offers_v_version_version_of_listed_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`version_of_lat\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`version_of_lng\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`version_of_location_precision\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`version_of_listed_at\`;`)
  await db.run(sql`DROP INDEX \`payload_jobs_concurrency_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`concurrency_key\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
  await db.run(sql`ALTER TABLE \`buildings\` DROP COLUMN \`bu_lat\`;`)
  await db.run(sql`ALTER TABLE \`buildings\` DROP COLUMN \`bu_lng\`;`)
  await db.run(sql`ALTER TABLE \`buildings\` DROP COLUMN \`bu_location_precision\`;`)
  await db.run(sql`ALTER TABLE \`buildings\` DROP COLUMN \`bu_lat_public\`;`)
  await db.run(sql`ALTER TABLE \`buildings\` DROP COLUMN \`bu_lng_public\`;`)
}
