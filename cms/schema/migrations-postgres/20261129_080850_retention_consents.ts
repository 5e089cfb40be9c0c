import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The retention period administrators set (global `personal_data`), the mark of the contact
 * messages and visit requests the retention run anonymised (`anonymised_at`), and when and from
 * where an alert's consent was given (`consent_at`, `consent_source`; empty for earlier searches).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'dataRetention';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'dataRetention';
  CREATE TABLE "personal_data" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"retention_months" numeric DEFAULT 24 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "actions" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "saved_searches" ADD COLUMN "consent_at" timestamp(3) with time zone;
  ALTER TABLE "saved_searches" ADD COLUMN "consent_source" varchar;
  CREATE INDEX "actions_anonymised_at_idx" ON "actions" USING btree ("anonymised_at");
  CREATE INDEX "contact_messages_anonymised_at_idx" ON "contact_messages" USING btree ("anonymised_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The jobs' task types lose the retention run: its runs go first.
  await db.execute(sql`
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'dataRetention';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'dataRetention';
   ALTER TABLE "personal_data" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "personal_data" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'alertsInstant', 'alertsDaily', 'alertsWeekly', 'importFeed');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'alertsInstant', 'alertsDaily', 'alertsWeekly', 'importFeed');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "actions_anonymised_at_idx";
  DROP INDEX "contact_messages_anonymised_at_idx";
  ALTER TABLE "actions" DROP COLUMN "anonymised_at";
  ALTER TABLE "contact_messages" DROP COLUMN "anonymised_at";
  ALTER TABLE "saved_searches" DROP COLUMN "consent_at";
  ALTER TABLE "saved_searches" DROP COLUMN "consent_source";`)
}
