import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { lexicalToPlainTexts, plainTextsToLexical } from '../../domain/rich-text/migrate-plain-texts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`content_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`content_pages_locales\` (
  	\`agency\` text,
  	\`agency_html\` text,
  	\`partners\` text,
  	\`partners_html\` text,
  	\`legal\` text,
  	\`legal_html\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`content_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`content_pages_locales_locale_parent_id_unique\` ON \`content_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`offers_locales\` ADD \`of_text_html\` text;`)
  await db.run(sql`ALTER TABLE \`_offers_v_locales\` ADD \`version_of_text_html\` text;`)
  await db.run(sql`ALTER TABLE \`buildings_locales\` ADD \`bu_description_html\` text;`)
  await plainTextsToLexical(db)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await lexicalToPlainTexts(db)
  await db.run(sql`DROP TABLE \`content_pages\`;`)
  await db.run(sql`DROP TABLE \`content_pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`offers_locales\` DROP COLUMN \`of_text_html\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v_locales\` DROP COLUMN \`version_of_text_html\`;`)
  await db.run(sql`ALTER TABLE \`buildings_locales\` DROP COLUMN \`bu_description_html\`;`)
}
