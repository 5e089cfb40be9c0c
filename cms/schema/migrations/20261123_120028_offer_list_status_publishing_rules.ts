import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`publishing_rules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`require_all_languages\` integer DEFAULT false,
  	\`require_photo\` integer DEFAULT false,
  	\`require_price\` integer DEFAULT false,
  	\`require_legal_information\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`of_languages_missing\` text;`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`of_languages_complete\` integer;`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`of_has_photo\` integer;`)
  await db.run(sql`CREATE INDEX \`offers_of_languages_missing_idx\` ON \`offers\` (\`of_languages_missing\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_languages_complete_idx\` ON \`offers\` (\`of_languages_complete\`);`)
  await db.run(sql`CREATE INDEX \`offers_of_has_photo_idx\` ON \`offers\` (\`of_has_photo\`);`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_of_languages_missing\` text;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_of_languages_complete\` integer;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_of_has_photo\` integer;`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_languages_missing_idx\` ON \`_offers_v\` (\`version_of_languages_missing\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_languages_complete_idx\` ON \`_offers_v\` (\`version_of_languages_complete\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_has_photo_idx\` ON \`_offers_v\` (\`version_of_has_photo\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`publishing_rules\`;`)
  await db.run(sql`DROP INDEX \`offers_of_languages_missing_idx\`;`)
  await db.run(sql`DROP INDEX \`offers_of_languages_complete_idx\`;`)
  await db.run(sql`DROP INDEX \`offers_of_has_photo_idx\`;`)
  await db.run(sql`ALTER TABLE \`offers\` DROP COLUMN \`of_languages_missing\`;`)
  await db.run(sql`ALTER TABLE \`offers\` DROP COLUMN \`of_languages_complete\`;`)
  await db.run(sql`ALTER TABLE \`offers\` DROP COLUMN \`of_has_photo\`;`)
  await db.run(sql`DROP INDEX \`_offers_v_version_version_of_languages_missing_idx\`;`)
  await db.run(sql`DROP INDEX \`_offers_v_version_version_of_languages_complete_idx\`;`)
  await db.run(sql`DROP INDEX \`_offers_v_version_version_of_has_photo_idx\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`version_of_languages_missing\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`version_of_languages_complete\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`version_of_has_photo\`;`)
}
