import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`offers\` ADD \`of_featured\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`offers_of_featured_idx\` ON \`offers\` (\`of_featured\`);`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_of_featured\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_of_featured_idx\` ON \`_offers_v\` (\`version_of_featured\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`offers_of_featured_idx\`;`)
  await db.run(sql`ALTER TABLE \`offers\` DROP COLUMN \`of_featured\`;`)
  await db.run(sql`DROP INDEX \`_offers_v_version_version_of_featured_idx\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`version_of_featured\`;`)
}
