import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Portals and their feeds' fetches, feed imports (and their job), and the offer's portals and import origin. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_portals_format" AS ENUM('kyero', 'jamesedition');
  CREATE TYPE "public"."enum_feed_imports_absent_rule" AS ENUM('report', 'keep', 'unpublish');
  CREATE TYPE "public"."enum_feed_imports_status" AS ENUM('queued', 'running', 'done', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importFeed';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importFeed';
  CREATE TABLE "portals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"format" "enum_portals_format" DEFAULT 'kyero' NOT NULL,
  	"token" varchar NOT NULL,
  	"dealer_id" numeric,
  	"active" boolean DEFAULT true,
  	"include_all" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "portal_fetches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"portal_id" integer NOT NULL,
  	"day" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"last_at" timestamp(3) with time zone,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "feed_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"source_url" varchar,
  	"feed_name" varchar,
  	"dry_run" boolean DEFAULT false,
  	"publish_complete" boolean DEFAULT false,
  	"absent_rule" "enum_feed_imports_absent_rule" DEFAULT 'report',
  	"status" "enum_feed_imports_status" DEFAULT 'queued',
  	"processed" numeric DEFAULT 0,
  	"total" numeric,
  	"report" jsonb,
  	"finished_at" timestamp(3) with time zone,
  	"prefix" varchar DEFAULT 'feed-imports',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "offers" ADD COLUMN "of_import_source" varchar;
  ALTER TABLE "offers" ADD COLUMN "of_import_id" varchar;
  ALTER TABLE "offers_rels" ADD COLUMN "portals_id" integer;
  ALTER TABLE "_offers_v" ADD COLUMN "version_of_import_source" varchar;
  ALTER TABLE "_offers_v" ADD COLUMN "version_of_import_id" varchar;
  ALTER TABLE "_offers_v_rels" ADD COLUMN "portals_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "portals_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "portal_fetches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feed_imports_id" integer;
  ALTER TABLE "portal_fetches" ADD CONSTRAINT "portal_fetches_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "portals_token_idx" ON "portals" USING btree ("token");
  CREATE INDEX "portals_updated_at_idx" ON "portals" USING btree ("updated_at");
  CREATE INDEX "portals_created_at_idx" ON "portals" USING btree ("created_at");
  CREATE INDEX "portal_fetches_portal_idx" ON "portal_fetches" USING btree ("portal_id");
  CREATE INDEX "portal_fetches_day_idx" ON "portal_fetches" USING btree ("day");
  CREATE INDEX "portal_fetches_updated_at_idx" ON "portal_fetches" USING btree ("updated_at");
  CREATE INDEX "portal_fetches_created_at_idx" ON "portal_fetches" USING btree ("created_at");
  CREATE UNIQUE INDEX "portal_day_idx" ON "portal_fetches" USING btree ("portal_id","day");
  CREATE INDEX "feed_imports_status_idx" ON "feed_imports" USING btree ("status");
  CREATE INDEX "feed_imports_updated_at_idx" ON "feed_imports" USING btree ("updated_at");
  CREATE INDEX "feed_imports_created_at_idx" ON "feed_imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "feed_imports_filename_idx" ON "feed_imports" USING btree ("filename");
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_portals_fk" FOREIGN KEY ("portals_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_portals_fk" FOREIGN KEY ("portals_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portals_fk" FOREIGN KEY ("portals_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portal_fetches_fk" FOREIGN KEY ("portal_fetches_id") REFERENCES "public"."portal_fetches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feed_imports_fk" FOREIGN KEY ("feed_imports_id") REFERENCES "public"."feed_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "offers_of_import_source_idx" ON "offers" USING btree ("of_import_source");
  CREATE INDEX "offers_of_import_id_idx" ON "offers" USING btree ("of_import_id");
  CREATE INDEX "offers_rels_portals_id_idx" ON "offers_rels" USING btree ("portals_id");
  CREATE INDEX "_offers_v_version_version_of_import_source_idx" ON "_offers_v" USING btree ("version_of_import_source");
  CREATE INDEX "_offers_v_version_version_of_import_id_idx" ON "_offers_v" USING btree ("version_of_import_id");
  CREATE INDEX "_offers_v_rels_portals_id_idx" ON "_offers_v_rels" USING btree ("portals_id");
  CREATE INDEX "payload_locked_documents_rels_portals_id_idx" ON "payload_locked_documents_rels" USING btree ("portals_id");
  CREATE INDEX "payload_locked_documents_rels_portal_fetches_id_idx" ON "payload_locked_documents_rels" USING btree ("portal_fetches_id");
  CREATE INDEX "payload_locked_documents_rels_feed_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("feed_imports_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "portals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portal_fetches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feed_imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "portals" CASCADE;
  DROP TABLE "portal_fetches" CASCADE;
  DROP TABLE "feed_imports" CASCADE;
  ALTER TABLE "offers_rels" DROP CONSTRAINT "offers_rels_portals_fk";
  
  ALTER TABLE "_offers_v_rels" DROP CONSTRAINT "_offers_v_rels_portals_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_portals_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_portal_fetches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feed_imports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'alertsInstant', 'alertsDaily', 'alertsWeekly');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'alertsInstant', 'alertsDaily', 'alertsWeekly');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "offers_of_import_source_idx";
  DROP INDEX "offers_of_import_id_idx";
  DROP INDEX "offers_rels_portals_id_idx";
  DROP INDEX "_offers_v_version_version_of_import_source_idx";
  DROP INDEX "_offers_v_version_version_of_import_id_idx";
  DROP INDEX "_offers_v_rels_portals_id_idx";
  DROP INDEX "payload_locked_documents_rels_portals_id_idx";
  DROP INDEX "payload_locked_documents_rels_portal_fetches_id_idx";
  DROP INDEX "payload_locked_documents_rels_feed_imports_id_idx";
  ALTER TABLE "offers" DROP COLUMN "of_import_source";
  ALTER TABLE "offers" DROP COLUMN "of_import_id";
  ALTER TABLE "offers_rels" DROP COLUMN "portals_id";
  ALTER TABLE "_offers_v" DROP COLUMN "version_of_import_source";
  ALTER TABLE "_offers_v" DROP COLUMN "version_of_import_id";
  ALTER TABLE "_offers_v_rels" DROP COLUMN "portals_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "portals_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "portal_fetches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feed_imports_id";
  DROP TYPE "public"."enum_portals_format";
  DROP TYPE "public"."enum_feed_imports_absent_rule";
  DROP TYPE "public"."enum_feed_imports_status";`)
}
