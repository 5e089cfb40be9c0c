import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/** Portals and their feeds' fetches, feed imports (and their job), and the offer's portals and import origin. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`portals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`format\` text DEFAULT 'kyero' NOT NULL,
  	\`token\` text NOT NULL,
  	\`dealer_id\` numeric,
  	\`active\` integer DEFAULT true,
  	\`include_all\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`portals_token_idx\` ON \`portals\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`portals_updated_at_idx\` ON \`portals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portals_created_at_idx\` ON \`portals\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`portal_fetches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`portal_id\` integer NOT NULL,
  	\`day\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`last_at\` text,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`portal_id\`) REFERENCES \`portals\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`portal_fetches_portal_idx\` ON \`portal_fetches\` (\`portal_id\`);`)
  await db.run(sql`CREATE INDEX \`portal_fetches_day_idx\` ON \`portal_fetches\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`portal_fetches_updated_at_idx\` ON \`portal_fetches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portal_fetches_created_at_idx\` ON \`portal_fetches\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`portal_day_idx\` ON \`portal_fetches\` (\`portal_id\`,\`day\`);`)
  await db.run(sql`CREATE TABLE \`feed_imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`source_url\` text,
  	\`feed_name\` text,
  	\`dry_run\` integer DEFAULT false,
  	\`publish_complete\` integer DEFAULT false,
  	\`absent_rule\` text DEFAULT 'report',
  	\`status\` text DEFAULT 'queued',
  	\`processed\` numeric DEFAULT 0,
  	\`total\` numeric,
  	\`report\` text,
  	\`finished_at\` text,
  	\`prefix\` text DEFAULT 'feed-imports',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`feed_imports_status_idx\` ON \`feed_imports\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`feed_imports_updated_at_idx\` ON \`feed_imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feed_imports_created_at_idx\` ON \`feed_imports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`feed_imports_filename_idx\` ON \`feed_imports\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`of_import_source\` text;`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`of_import_id\` text;`)
  await db.run(sql`CREATE INDEX \`offers_of_import_source_idx\` ON \`offers\` (\`of_import_source\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_import_id_idx\` ON \`offers\` (\`of_import_id\`);`)
  await db.run(sql`ALTER TABLE \`offers_rels\` ADD \`portals_id\` integer REFERENCES portals(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`offers_rels_portals_id_idx\` ON \`offers_rels\` (\`portals_id\`);`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_of_import_source\` text;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_of_import_id\` text;`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_import_source_idx\` ON \`_offers_v\` (\`version_of_import_source\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_import_id_idx\` ON \`_offers_v\` (\`version_of_import_id\`);`)
  await db.run(sql`ALTER TABLE \`_offers_v_rels\` ADD \`portals_id\` integer REFERENCES portals(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_portals_id_idx\` ON \`_offers_v_rels\` (\`portals_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`portals_id\` integer REFERENCES portals(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`portal_fetches_id\` integer REFERENCES portal_fetches(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`feed_imports_id\` integer REFERENCES feed_imports(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portals_id_idx\` ON \`payload_locked_documents_rels\` (\`portals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portal_fetches_id_idx\` ON \`payload_locked_documents_rels\` (\`portal_fetches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feed_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`feed_imports_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`portals\`;`)
  await db.run(sql`DROP TABLE \`portal_fetches\`;`)
  await db.run(sql`DROP TABLE \`feed_imports\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_offers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`items_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`items_id\`) REFERENCES \`items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offers_rels\`("id", "order", "parent_id", "path", "items_id", "media_id") SELECT "id", "order", "parent_id", "path", "items_id", "media_id" FROM \`offers_rels\`;`)
  await db.run(sql`DROP TABLE \`offers_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_offers_rels\` RENAME TO \`offers_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`offers_rels_order_idx\` ON \`offers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_parent_idx\` ON \`offers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_path_idx\` ON \`offers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_items_id_idx\` ON \`offers_rels\` (\`items_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_media_id_idx\` ON \`offers_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__offers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`items_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`items_id\`) REFERENCES \`items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__offers_v_rels\`("id", "order", "parent_id", "path", "items_id", "media_id") SELECT "id", "order", "parent_id", "path", "items_id", "media_id" FROM \`_offers_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_offers_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__offers_v_rels\` RENAME TO \`_offers_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_order_idx\` ON \`_offers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_parent_idx\` ON \`_offers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_path_idx\` ON \`_offers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_items_id_idx\` ON \`_offers_v_rels\` (\`items_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_media_id_idx\` ON \`_offers_v_rels\` (\`media_id\`);`)
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
  	\`saved_searches_id\` integer,
  	\`offer_views_id\` integer,
  	\`users_id\` integer,
  	\`refresh_tokens_id\` integer,
  	\`password_challenges_id\` integer,
  	\`job_claims_id\` integer,
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
  	FOREIGN KEY (\`saved_searches_id\`) REFERENCES \`saved_searches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offer_views_id\`) REFERENCES \`offer_views\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`refresh_tokens_id\`) REFERENCES \`refresh_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`password_challenges_id\`) REFERENCES \`password_challenges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_claims_id\`) REFERENCES \`job_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "offers_id", "buildings_id", "distances_id", "countries_id", "media_id", "districts_id", "items_id", "translations_id", "contacts_id", "actions_id", "messages_id", "contact_messages_id", "saved_searches_id", "offer_views_id", "users_id", "refresh_tokens_id", "password_challenges_id", "job_claims_id") SELECT "id", "order", "parent_id", "path", "offers_id", "buildings_id", "distances_id", "countries_id", "media_id", "districts_id", "items_id", "translations_id", "contacts_id", "actions_id", "messages_id", "contact_messages_id", "saved_searches_id", "offer_views_id", "users_id", "refresh_tokens_id", "password_challenges_id", "job_claims_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_searches_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_searches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offer_views_id_idx\` ON \`payload_locked_documents_rels\` (\`offer_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refresh_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`refresh_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_password_challenges_id_idx\` ON \`payload_locked_documents_rels\` (\`password_challenges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`job_claims_id\`);`)
  await db.run(sql`DROP INDEX \`offers_of_import_source_idx\`;`)
  await db.run(sql`DROP INDEX \`offers_of_import_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`offers\` DROP COLUMN \`of_import_source\`;`)
  await db.run(sql`ALTER TABLE \`offers\` DROP COLUMN \`of_import_id\`;`)
  await db.run(sql`DROP INDEX \`_offers_v_version_version_of_import_source_idx\`;`)
  await db.run(sql`DROP INDEX \`_offers_v_version_version_of_import_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`version_of_import_source\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`version_of_import_id\`;`)
}
