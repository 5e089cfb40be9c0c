import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Visit requests, agency messages and contact messages outlive a client who deletes its account:
 * without the person (client, name, address, phone, texts), and dated by `account_deleted_at`.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "actions" ALTER COLUMN "contact_id" DROP NOT NULL;
  ALTER TABLE "messages" ALTER COLUMN "contact_id" DROP NOT NULL;
  ALTER TABLE "contact_messages" ALTER COLUMN "firstname" DROP NOT NULL;
  ALTER TABLE "contact_messages" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "contact_messages" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "contact_messages" ALTER COLUMN "tel" DROP NOT NULL;
  ALTER TABLE "contact_messages" ALTER COLUMN "message" DROP NOT NULL;
  ALTER TABLE "actions" ADD COLUMN "account_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "messages" ADD COLUMN "account_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "account_deleted_at" timestamp(3) with time zone;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The columns become required again: the visit requests and messages a deleted account left have
  // no client and are not kept; its contact messages keep empty texts.
  await db.execute(sql`
   DELETE FROM "actions" WHERE "contact_id" IS NULL;
  DELETE FROM "messages" WHERE "contact_id" IS NULL;
  UPDATE "contact_messages" SET "firstname" = coalesce("firstname", ''), "name" = coalesce("name", ''),
    "email" = coalesce("email", ''), "tel" = coalesce("tel", ''), "message" = coalesce("message", '');
  ALTER TABLE "actions" ALTER COLUMN "contact_id" SET NOT NULL;
  ALTER TABLE "messages" ALTER COLUMN "contact_id" SET NOT NULL;
  ALTER TABLE "contact_messages" ALTER COLUMN "firstname" SET NOT NULL;
  ALTER TABLE "contact_messages" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "contact_messages" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "contact_messages" ALTER COLUMN "tel" SET NOT NULL;
  ALTER TABLE "contact_messages" ALTER COLUMN "message" SET NOT NULL;
  ALTER TABLE "actions" DROP COLUMN "account_deleted_at";
  ALTER TABLE "messages" DROP COLUMN "account_deleted_at";
  ALTER TABLE "contact_messages" DROP COLUMN "account_deleted_at";`)
}
