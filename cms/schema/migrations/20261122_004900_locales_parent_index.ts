import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Payload reads a localized document's texts with a subquery on `<table>_locales._parent_id`,
 * but its own unique index starts with `_locale`, so SQLite scanned the whole locales table
 * once per row (a 1000-offer list took seconds). An index on `_parent_id` makes it a lookup.
 */
const tables = ['offers_locales', '_offers_v_locales', 'buildings_locales', 'districts_locales'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const t of tables) await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS \`${t}_parent_id_idx\` ON \`${t}\` (\`_parent_id\`);`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const t of tables) await db.run(sql.raw(`DROP INDEX IF EXISTS \`${t}_parent_id_idx\`;`))
}
