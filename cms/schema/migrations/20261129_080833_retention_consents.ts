import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The retention period administrators set (global `personal_data`), the mark of the contact
 * messages and visit requests the retention run anonymised (`anonymised_at`), and when and from
 * where an alert's consent was given (`consent_at`, `consent_source`; empty for earlier searches).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`personal_data\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`retention_months\` numeric DEFAULT 24 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`actions\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`actions_anonymised_at_idx\` ON \`actions\` (\`anonymised_at\`);`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`contact_messages_anonymised_at_idx\` ON \`contact_messages\` (\`anonymised_at\`);`)
  await db.run(sql`ALTER TABLE \`saved_searches\` ADD \`consent_at\` text;`)
  await db.run(sql`ALTER TABLE \`saved_searches\` ADD \`consent_source\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`personal_data\`;`)
  await db.run(sql`DROP INDEX \`actions_anonymised_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`actions\` DROP COLUMN \`anonymised_at\`;`)
  await db.run(sql`DROP INDEX \`contact_messages_anonymised_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`anonymised_at\`;`)
  await db.run(sql`ALTER TABLE \`saved_searches\` DROP COLUMN \`consent_at\`;`)
  await db.run(sql`ALTER TABLE \`saved_searches\` DROP COLUMN \`consent_source\`;`)
}
