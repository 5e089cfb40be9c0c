import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`items\` ADD \`title\` text;`)
  await db.run(sql`CREATE INDEX \`items_title_idx\` ON \`items\` (\`title\`);`)
  await db.run(sql`ALTER TABLE \`actions\` ADD \`ac_acknowledged\` integer DEFAULT false;`)
  // An item's stored name carries both admin languages, so a picker finds it by either.
  await db.run(sql`UPDATE \`items\` SET \`title\` = trim(coalesce(\`label_fr\`, '') || ' · ' || coalesce(\`label_en\`, ''), ' ·');`)
  // Requests made before acknowledgements were held back for unproven addresses are settled: none is mailed late.
  await db.run(sql`UPDATE \`actions\` SET \`ac_acknowledged\` = 1;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`items_title_idx\`;`)
  await db.run(sql`ALTER TABLE \`items\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`actions\` DROP COLUMN \`ac_acknowledged\`;`)
}
