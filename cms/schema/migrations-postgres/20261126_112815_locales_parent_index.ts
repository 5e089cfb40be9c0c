import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Payload reads a localized document's texts with a subquery on `<table>_locales._parent_id`,
 * but its own unique index starts with `_locale`, so PostgreSQL can only scan it (or the table)
 * once per row of a list. An index on `_parent_id` makes it a lookup, as on SQLite.
 */
const tables = ['offers_locales', '_offers_v_locales', 'buildings_locales', 'districts_locales']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const t of tables)
    await db.execute(
      sql.raw(
        `CREATE INDEX IF NOT EXISTS "${t}_parent_id_idx" ON "${t}" USING btree ("_parent_id");`,
      ),
    )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const t of tables) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${t}_parent_id_idx";`))
}
