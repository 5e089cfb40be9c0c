import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The client's type becomes a choice of `user` and `contact`. Any other stored value already meant a
 * user (only `contact` is refused sign-in), so it is stored as `user` before the column takes the
 * choice's type.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "contacts" SET "co_type" = 'user' WHERE "co_type" IS DISTINCT FROM 'contact';
   CREATE TYPE "public"."enum_contacts_co_type" AS ENUM('user', 'contact');
  ALTER TABLE "contacts" ALTER COLUMN "co_type" SET DEFAULT 'user'::"public"."enum_contacts_co_type";
  ALTER TABLE "contacts" ALTER COLUMN "co_type" SET DATA TYPE "public"."enum_contacts_co_type" USING "co_type"::"public"."enum_contacts_co_type";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contacts" ALTER COLUMN "co_type" SET DATA TYPE varchar;
  ALTER TABLE "contacts" ALTER COLUMN "co_type" SET DEFAULT 'user';
  DROP TYPE "public"."enum_contacts_co_type";`)
}
