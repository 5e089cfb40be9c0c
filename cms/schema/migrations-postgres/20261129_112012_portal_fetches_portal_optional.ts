import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A feed read's count may lose its portal: a read counted by another instance while staff delete
 * the portal is met by the delete itself, which empties its relation (the portal's after-delete
 * hook then removes it); NOT NULL made that delete fail on PostgreSQL.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "portal_fetches" ALTER COLUMN "portal_id" DROP NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "portal_fetches" ALTER COLUMN "portal_id" SET NOT NULL;`)
}
