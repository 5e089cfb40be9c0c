import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The agency's negotiators (name, photo, languages, numbers, mailbox), named by offers and linked
 * to staff accounts; removing one empties those relations (on SQLite too, whose columns added by
 * ALTER TABLE say so explicitly).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`negotiators_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`negotiators\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`negotiators_languages_order_idx\` ON \`negotiators_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`negotiators_languages_parent_idx\` ON \`negotiators_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`negotiators\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`photo_id\` integer,
  	\`phone\` text,
  	\`mobile\` text,
  	\`whatsapp\` text,
  	\`email\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`negotiators_photo_idx\` ON \`negotiators\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`negotiators_updated_at_idx\` ON \`negotiators\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`negotiators_created_at_idx\` ON \`negotiators\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`negotiator_id\` integer REFERENCES negotiators(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`offers_negotiator_idx\` ON \`offers\` (\`negotiator_id\`);`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_negotiator_id\` integer REFERENCES negotiators(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_negotiator_idx\` ON \`_offers_v\` (\`version_negotiator_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`negotiator_id\` integer REFERENCES negotiators(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`users_negotiator_idx\` ON \`users\` (\`negotiator_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`negotiators_id\` integer REFERENCES negotiators(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_negotiators_id_idx\` ON \`payload_locked_documents_rels\` (\`negotiators_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`negotiators_languages\`;`)
  await db.run(sql`DROP TABLE \`negotiators\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`of_ref\` text,
  	\`type_id\` integer,
  	\`exclusivity_id\` integer,
  	\`of_sell\` integer,
  	\`of_sell_uponrequest\` integer,
  	\`of_price_sell\` numeric,
  	\`of_sell_sum\` numeric,
  	\`of_rent\` integer,
  	\`of_rent_uponrequest\` integer,
  	\`of_price_rent\` numeric,
  	\`of_rent_sum\` numeric,
  	\`of_rent_sum_year\` numeric,
  	\`building_id\` integer,
  	\`of_district_own\` text,
  	\`of_nbpieces\` numeric,
  	\`of_nbrooms\` numeric,
  	\`of_nbbathrooms\` numeric,
  	\`of_surface\` numeric,
  	\`of_surface_livable\` numeric,
  	\`of_surface_terrace\` numeric,
  	\`of_surface_approximate\` integer,
  	\`of_dpe_status\` text,
  	\`of_dpe_class\` text,
  	\`of_dpe_value\` numeric,
  	\`of_ges_class\` text,
  	\`of_ges_value\` numeric,
  	\`of_dpe_date\` text,
  	\`of_energy_cost_min\` numeric,
  	\`of_energy_cost_max\` numeric,
  	\`of_energy_cost_year\` numeric,
  	\`of_fees_payer\` text,
  	\`of_fees_percent\` numeric,
  	\`of_copro_lots\` numeric,
  	\`of_copro_charges\` numeric,
  	\`of_copro_procedure\` integer,
  	\`of_rent_charges\` numeric,
  	\`of_rent_charges_mode\` text,
  	\`of_deposit\` numeric,
  	\`of_tenant_fees\` numeric,
  	\`of_tenant_inventory_fees\` numeric,
  	\`of_furnished\` integer,
  	\`of_available_from\` text,
  	\`of_monaco_sector\` text,
  	\`of_video\` text,
  	\`of_web\` integer DEFAULT true,
  	\`of_carousel\` integer DEFAULT false,
  	\`of_featured\` integer DEFAULT false,
  	\`of_slug_fr\` text,
  	\`of_area\` text,
  	\`of_district\` text,
  	\`of_city\` text,
  	\`of_import_source\` text,
  	\`of_import_id\` text,
  	\`of_lat\` numeric,
  	\`of_lng\` numeric,
  	\`of_location_precision\` text,
  	\`of_listed_at\` text,
  	\`of_previous_price_sell\` numeric,
  	\`of_previous_price_rent\` numeric,
  	\`of_languages_missing\` text,
  	\`of_languages_complete\` integer,
  	\`of_has_photo\` integer,
  	\`of_type\` numeric,
  	\`of_exclusivite\` numeric,
  	\`of_services\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`type_id\`) REFERENCES \`items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`exclusivity_id\`) REFERENCES \`items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`building_id\`) REFERENCES \`buildings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offers\`("id", "of_ref", "type_id", "exclusivity_id", "of_sell", "of_sell_uponrequest", "of_price_sell", "of_sell_sum", "of_rent", "of_rent_uponrequest", "of_price_rent", "of_rent_sum", "of_rent_sum_year", "building_id", "of_district_own", "of_nbpieces", "of_nbrooms", "of_nbbathrooms", "of_surface", "of_surface_livable", "of_surface_terrace", "of_surface_approximate", "of_dpe_status", "of_dpe_class", "of_dpe_value", "of_ges_class", "of_ges_value", "of_dpe_date", "of_energy_cost_min", "of_energy_cost_max", "of_energy_cost_year", "of_fees_payer", "of_fees_percent", "of_copro_lots", "of_copro_charges", "of_copro_procedure", "of_rent_charges", "of_rent_charges_mode", "of_deposit", "of_tenant_fees", "of_tenant_inventory_fees", "of_furnished", "of_available_from", "of_monaco_sector", "of_video", "of_web", "of_carousel", "of_featured", "of_slug_fr", "of_area", "of_district", "of_city", "of_import_source", "of_import_id", "of_lat", "of_lng", "of_location_precision", "of_listed_at", "of_previous_price_sell", "of_previous_price_rent", "of_languages_missing", "of_languages_complete", "of_has_photo", "of_type", "of_exclusivite", "of_services", "updated_at", "created_at", "_status") SELECT "id", "of_ref", "type_id", "exclusivity_id", "of_sell", "of_sell_uponrequest", "of_price_sell", "of_sell_sum", "of_rent", "of_rent_uponrequest", "of_price_rent", "of_rent_sum", "of_rent_sum_year", "building_id", "of_district_own", "of_nbpieces", "of_nbrooms", "of_nbbathrooms", "of_surface", "of_surface_livable", "of_surface_terrace", "of_surface_approximate", "of_dpe_status", "of_dpe_class", "of_dpe_value", "of_ges_class", "of_ges_value", "of_dpe_date", "of_energy_cost_min", "of_energy_cost_max", "of_energy_cost_year", "of_fees_payer", "of_fees_percent", "of_copro_lots", "of_copro_charges", "of_copro_procedure", "of_rent_charges", "of_rent_charges_mode", "of_deposit", "of_tenant_fees", "of_tenant_inventory_fees", "of_furnished", "of_available_from", "of_monaco_sector", "of_video", "of_web", "of_carousel", "of_featured", "of_slug_fr", "of_area", "of_district", "of_city", "of_import_source", "of_import_id", "of_lat", "of_lng", "of_location_precision", "of_listed_at", "of_previous_price_sell", "of_previous_price_rent", "of_languages_missing", "of_languages_complete", "of_has_photo", "of_type", "of_exclusivite", "of_services", "updated_at", "created_at", "_status" FROM \`offers\`;`)
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`ALTER TABLE \`__new_offers\` RENAME TO \`offers\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`offers_of_ref_idx\` ON \`offers\` (\`of_ref\`);`)
  await db.run(sql`CREATE INDEX \`offers_type_idx\` ON \`offers\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_exclusivity_idx\` ON \`offers\` (\`exclusivity_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_building_idx\` ON \`offers\` (\`building_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_dpe_class_idx\` ON \`offers\` (\`of_dpe_class\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_web_idx\` ON \`offers\` (\`of_web\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_carousel_idx\` ON \`offers\` (\`of_carousel\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_featured_idx\` ON \`offers\` (\`of_featured\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`offers_of_slug_fr_idx\` ON \`offers\` (\`of_slug_fr\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_area_idx\` ON \`offers\` (\`of_area\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_district_idx\` ON \`offers\` (\`of_district\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_city_idx\` ON \`offers\` (\`of_city\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_import_source_idx\` ON \`offers\` (\`of_import_source\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_import_id_idx\` ON \`offers\` (\`of_import_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_lat_idx\` ON \`offers\` (\`of_lat\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_lng_idx\` ON \`offers\` (\`of_lng\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_listed_at_idx\` ON \`offers\` (\`of_listed_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_languages_missing_idx\` ON \`offers\` (\`of_languages_missing\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_languages_complete_idx\` ON \`offers\` (\`of_languages_complete\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_has_photo_idx\` ON \`offers\` (\`of_has_photo\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_type_idx\` ON \`offers\` (\`of_type\`);`)
  await db.run(sql`CREATE INDEX \`offers_updated_at_idx\` ON \`offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_created_at_idx\` ON \`offers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`offers__status_idx\` ON \`offers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__offers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_of_ref\` text,
  	\`version_type_id\` integer,
  	\`version_exclusivity_id\` integer,
  	\`version_of_sell\` integer,
  	\`version_of_sell_uponrequest\` integer,
  	\`version_of_price_sell\` numeric,
  	\`version_of_sell_sum\` numeric,
  	\`version_of_rent\` integer,
  	\`version_of_rent_uponrequest\` integer,
  	\`version_of_price_rent\` numeric,
  	\`version_of_rent_sum\` numeric,
  	\`version_of_rent_sum_year\` numeric,
  	\`version_building_id\` integer,
  	\`version_of_district_own\` text,
  	\`version_of_nbpieces\` numeric,
  	\`version_of_nbrooms\` numeric,
  	\`version_of_nbbathrooms\` numeric,
  	\`version_of_surface\` numeric,
  	\`version_of_surface_livable\` numeric,
  	\`version_of_surface_terrace\` numeric,
  	\`version_of_surface_approximate\` integer,
  	\`version_of_dpe_status\` text,
  	\`version_of_dpe_class\` text,
  	\`version_of_dpe_value\` numeric,
  	\`version_of_ges_class\` text,
  	\`version_of_ges_value\` numeric,
  	\`version_of_dpe_date\` text,
  	\`version_of_energy_cost_min\` numeric,
  	\`version_of_energy_cost_max\` numeric,
  	\`version_of_energy_cost_year\` numeric,
  	\`version_of_fees_payer\` text,
  	\`version_of_fees_percent\` numeric,
  	\`version_of_copro_lots\` numeric,
  	\`version_of_copro_charges\` numeric,
  	\`version_of_copro_procedure\` integer,
  	\`version_of_rent_charges\` numeric,
  	\`version_of_rent_charges_mode\` text,
  	\`version_of_deposit\` numeric,
  	\`version_of_tenant_fees\` numeric,
  	\`version_of_tenant_inventory_fees\` numeric,
  	\`version_of_furnished\` integer,
  	\`version_of_available_from\` text,
  	\`version_of_monaco_sector\` text,
  	\`version_of_video\` text,
  	\`version_of_web\` integer DEFAULT true,
  	\`version_of_carousel\` integer DEFAULT false,
  	\`version_of_featured\` integer DEFAULT false,
  	\`version_of_slug_fr\` text,
  	\`version_of_area\` text,
  	\`version_of_district\` text,
  	\`version_of_city\` text,
  	\`version_of_import_source\` text,
  	\`version_of_import_id\` text,
  	\`version_of_lat\` numeric,
  	\`version_of_lng\` numeric,
  	\`version_of_location_precision\` text,
  	\`version_of_listed_at\` text,
  	\`version_of_previous_price_sell\` numeric,
  	\`version_of_previous_price_rent\` numeric,
  	\`version_of_languages_missing\` text,
  	\`version_of_languages_complete\` integer,
  	\`version_of_has_photo\` integer,
  	\`version_of_type\` numeric,
  	\`version_of_exclusivite\` numeric,
  	\`version_of_services\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_type_id\`) REFERENCES \`items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_exclusivity_id\`) REFERENCES \`items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_building_id\`) REFERENCES \`buildings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__offers_v\`("id", "parent_id", "version_of_ref", "version_type_id", "version_exclusivity_id", "version_of_sell", "version_of_sell_uponrequest", "version_of_price_sell", "version_of_sell_sum", "version_of_rent", "version_of_rent_uponrequest", "version_of_price_rent", "version_of_rent_sum", "version_of_rent_sum_year", "version_building_id", "version_of_district_own", "version_of_nbpieces", "version_of_nbrooms", "version_of_nbbathrooms", "version_of_surface", "version_of_surface_livable", "version_of_surface_terrace", "version_of_surface_approximate", "version_of_dpe_status", "version_of_dpe_class", "version_of_dpe_value", "version_of_ges_class", "version_of_ges_value", "version_of_dpe_date", "version_of_energy_cost_min", "version_of_energy_cost_max", "version_of_energy_cost_year", "version_of_fees_payer", "version_of_fees_percent", "version_of_copro_lots", "version_of_copro_charges", "version_of_copro_procedure", "version_of_rent_charges", "version_of_rent_charges_mode", "version_of_deposit", "version_of_tenant_fees", "version_of_tenant_inventory_fees", "version_of_furnished", "version_of_available_from", "version_of_monaco_sector", "version_of_video", "version_of_web", "version_of_carousel", "version_of_featured", "version_of_slug_fr", "version_of_area", "version_of_district", "version_of_city", "version_of_import_source", "version_of_import_id", "version_of_lat", "version_of_lng", "version_of_location_precision", "version_of_listed_at", "version_of_previous_price_sell", "version_of_previous_price_rent", "version_of_languages_missing", "version_of_languages_complete", "version_of_has_photo", "version_of_type", "version_of_exclusivite", "version_of_services", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_of_ref", "version_type_id", "version_exclusivity_id", "version_of_sell", "version_of_sell_uponrequest", "version_of_price_sell", "version_of_sell_sum", "version_of_rent", "version_of_rent_uponrequest", "version_of_price_rent", "version_of_rent_sum", "version_of_rent_sum_year", "version_building_id", "version_of_district_own", "version_of_nbpieces", "version_of_nbrooms", "version_of_nbbathrooms", "version_of_surface", "version_of_surface_livable", "version_of_surface_terrace", "version_of_surface_approximate", "version_of_dpe_status", "version_of_dpe_class", "version_of_dpe_value", "version_of_ges_class", "version_of_ges_value", "version_of_dpe_date", "version_of_energy_cost_min", "version_of_energy_cost_max", "version_of_energy_cost_year", "version_of_fees_payer", "version_of_fees_percent", "version_of_copro_lots", "version_of_copro_charges", "version_of_copro_procedure", "version_of_rent_charges", "version_of_rent_charges_mode", "version_of_deposit", "version_of_tenant_fees", "version_of_tenant_inventory_fees", "version_of_furnished", "version_of_available_from", "version_of_monaco_sector", "version_of_video", "version_of_web", "version_of_carousel", "version_of_featured", "version_of_slug_fr", "version_of_area", "version_of_district", "version_of_city", "version_of_import_source", "version_of_import_id", "version_of_lat", "version_of_lng", "version_of_location_precision", "version_of_listed_at", "version_of_previous_price_sell", "version_of_previous_price_rent", "version_of_languages_missing", "version_of_languages_complete", "version_of_has_photo", "version_of_type", "version_of_exclusivite", "version_of_services", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_offers_v\`;`)
  await db.run(sql`DROP TABLE \`_offers_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__offers_v\` RENAME TO \`_offers_v\`;`)
  await db.run(sql`CREATE INDEX \`_offers_v_parent_idx\` ON \`_offers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_ref_idx\` ON \`_offers_v\` (\`version_of_ref\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_type_idx\` ON \`_offers_v\` (\`version_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_exclusivity_idx\` ON \`_offers_v\` (\`version_exclusivity_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_building_idx\` ON \`_offers_v\` (\`version_building_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_dpe_class_idx\` ON \`_offers_v\` (\`version_of_dpe_class\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_web_idx\` ON \`_offers_v\` (\`version_of_web\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_carousel_idx\` ON \`_offers_v\` (\`version_of_carousel\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_featured_idx\` ON \`_offers_v\` (\`version_of_featured\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_slug_fr_idx\` ON \`_offers_v\` (\`version_of_slug_fr\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_area_idx\` ON \`_offers_v\` (\`version_of_area\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_district_idx\` ON \`_offers_v\` (\`version_of_district\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_city_idx\` ON \`_offers_v\` (\`version_of_city\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_import_source_idx\` ON \`_offers_v\` (\`version_of_import_source\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_import_id_idx\` ON \`_offers_v\` (\`version_of_import_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_lat_idx\` ON \`_offers_v\` (\`version_of_lat\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_lng_idx\` ON \`_offers_v\` (\`version_of_lng\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_listed_at_idx\` ON \`_offers_v\` (\`version_of_listed_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_languages_missing_idx\` ON \`_offers_v\` (\`version_of_languages_missing\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_languages_complete_idx\` ON \`_offers_v\` (\`version_of_languages_complete\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_has_photo_idx\` ON \`_offers_v\` (\`version_of_has_photo\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_type_idx\` ON \`_offers_v\` (\`version_of_type\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_updated_at_idx\` ON \`_offers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_created_at_idx\` ON \`_offers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version__status_idx\` ON \`_offers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_created_at_idx\` ON \`_offers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_updated_at_idx\` ON \`_offers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_snapshot_idx\` ON \`_offers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_published_locale_idx\` ON \`_offers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_latest_idx\` ON \`_offers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "role", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until") SELECT "id", "name", "role", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
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
  	\`message_replies_id\` integer,
  	\`contact_messages_id\` integer,
  	\`valuation_requests_id\` integer,
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
  	FOREIGN KEY (\`message_replies_id\`) REFERENCES \`message_replies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`valuation_requests_id\`) REFERENCES \`valuation_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "offers_id", "buildings_id", "distances_id", "countries_id", "media_id", "districts_id", "items_id", "translations_id", "contacts_id", "actions_id", "messages_id", "message_replies_id", "contact_messages_id", "valuation_requests_id", "saved_searches_id", "offer_views_id", "portals_id", "portal_fetches_id", "feed_imports_id", "users_id", "refresh_tokens_id", "password_challenges_id", "job_claims_id") SELECT "id", "order", "parent_id", "path", "offers_id", "buildings_id", "distances_id", "countries_id", "media_id", "districts_id", "items_id", "translations_id", "contacts_id", "actions_id", "messages_id", "message_replies_id", "contact_messages_id", "valuation_requests_id", "saved_searches_id", "offer_views_id", "portals_id", "portal_fetches_id", "feed_imports_id", "users_id", "refresh_tokens_id", "password_challenges_id", "job_claims_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_message_replies_id_idx\` ON \`payload_locked_documents_rels\` (\`message_replies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_valuation_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`valuation_requests_id\`);`)
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
