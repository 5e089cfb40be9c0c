import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/** Clients' replies to the agency's messages, each tied to the message it answers. */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`message_replies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`message_id\` integer NOT NULL,
  	\`contact_id\` integer,
  	\`text\` text,
  	\`read_by_staff\` integer DEFAULT false,
  	\`account_deleted_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`message_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`message_replies_message_idx\` ON \`message_replies\` (\`message_id\`);`)
  await db.run(sql`CREATE INDEX \`message_replies_contact_idx\` ON \`message_replies\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`message_replies_read_by_staff_idx\` ON \`message_replies\` (\`read_by_staff\`);`)
  await db.run(sql`CREATE INDEX \`message_replies_updated_at_idx\` ON \`message_replies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`message_replies_created_at_idx\` ON \`message_replies\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`message_replies_id\` integer REFERENCES message_replies(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_message_replies_id_idx\` ON \`payload_locked_documents_rels\` (\`message_replies_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`message_replies\`;`)
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
  	\`saved_searches_id\` integer,
  	\`offer_views_id\` integer,
  	\`portals_id\` integer,
  	\`portal_fetches_id\` integer,
  	\`feed_imports_id\` integer,
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
  	FOREIGN KEY (\`portals_id\`) REFERENCES \`portals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portal_fetches_id\`) REFERENCES \`portal_fetches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`feed_imports_id\`) REFERENCES \`feed_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`refresh_tokens_id\`) REFERENCES \`refresh_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`password_challenges_id\`) REFERENCES \`password_challenges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_claims_id\`) REFERENCES \`job_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "offers_id", "buildings_id", "distances_id", "countries_id", "media_id", "districts_id", "items_id", "translations_id", "contacts_id", "actions_id", "messages_id", "contact_messages_id", "saved_searches_id", "offer_views_id", "portals_id", "portal_fetches_id", "feed_imports_id", "users_id", "refresh_tokens_id", "password_challenges_id", "job_claims_id") SELECT "id", "order", "parent_id", "path", "offers_id", "buildings_id", "distances_id", "countries_id", "media_id", "districts_id", "items_id", "translations_id", "contacts_id", "actions_id", "messages_id", "contact_messages_id", "saved_searches_id", "offer_views_id", "portals_id", "portal_fetches_id", "feed_imports_id", "users_id", "refresh_tokens_id", "password_challenges_id", "job_claims_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_searches_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_searches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offer_views_id_idx\` ON \`payload_locked_documents_rels\` (\`offer_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portals_id_idx\` ON \`payload_locked_documents_rels\` (\`portals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portal_fetches_id_idx\` ON \`payload_locked_documents_rels\` (\`portal_fetches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feed_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`feed_imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refresh_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`refresh_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_password_challenges_id_idx\` ON \`payload_locked_documents_rels\` (\`password_challenges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`job_claims_id\`);`)
}
