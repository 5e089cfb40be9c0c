import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`offers\` ADD \`of_previous_price_sell\` numeric;`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`of_previous_price_rent\` numeric;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_of_previous_price_sell\` numeric;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_of_previous_price_rent\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`offers\` DROP COLUMN \`of_previous_price_sell\`;`)
  await db.run(sql`ALTER TABLE \`offers\` DROP COLUMN \`of_previous_price_rent\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`version_of_previous_price_sell\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`version_of_previous_price_rent\`;`)
}
