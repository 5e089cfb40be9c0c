import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The agency's negotiators (name, photo, languages, numbers, mailbox), named by offers and linked
 * to staff accounts; removing one empties those relations (on SQLite too, whose columns added by
 * ALTER TABLE say so explicitly).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_negotiators_languages" AS ENUM('fr', 'en', 'it', 'ru', 'es', 'de', 'pt', 'nl', 'ar', 'zh', 'uk');
  CREATE TABLE "negotiators_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_negotiators_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "negotiators" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"photo_id" integer,
  	"phone" varchar,
  	"mobile" varchar,
  	"whatsapp" varchar,
  	"email" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "offers" ADD COLUMN "negotiator_id" integer;
  ALTER TABLE "_offers_v" ADD COLUMN "version_negotiator_id" integer;
  ALTER TABLE "users" ADD COLUMN "negotiator_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "negotiators_id" integer;
  ALTER TABLE "negotiators_languages" ADD CONSTRAINT "negotiators_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."negotiators"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "negotiators" ADD CONSTRAINT "negotiators_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "negotiators_languages_order_idx" ON "negotiators_languages" USING btree ("order");
  CREATE INDEX "negotiators_languages_parent_idx" ON "negotiators_languages" USING btree ("parent_id");
  CREATE INDEX "negotiators_photo_idx" ON "negotiators" USING btree ("photo_id");
  CREATE INDEX "negotiators_updated_at_idx" ON "negotiators" USING btree ("updated_at");
  CREATE INDEX "negotiators_created_at_idx" ON "negotiators" USING btree ("created_at");
  ALTER TABLE "offers" ADD CONSTRAINT "offers_negotiator_id_negotiators_id_fk" FOREIGN KEY ("negotiator_id") REFERENCES "public"."negotiators"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_negotiator_id_negotiators_id_fk" FOREIGN KEY ("version_negotiator_id") REFERENCES "public"."negotiators"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_negotiator_id_negotiators_id_fk" FOREIGN KEY ("negotiator_id") REFERENCES "public"."negotiators"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_negotiators_fk" FOREIGN KEY ("negotiators_id") REFERENCES "public"."negotiators"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "offers_negotiator_idx" ON "offers" USING btree ("negotiator_id");
  CREATE INDEX "_offers_v_version_version_negotiator_idx" ON "_offers_v" USING btree ("version_negotiator_id");
  CREATE INDEX "users_negotiator_idx" ON "users" USING btree ("negotiator_id");
  CREATE INDEX "payload_locked_documents_rels_negotiators_id_idx" ON "payload_locked_documents_rels" USING btree ("negotiators_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "negotiators_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "negotiators" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "negotiators_languages" CASCADE;
  DROP TABLE "negotiators" CASCADE;
  ALTER TABLE "offers" DROP CONSTRAINT "offers_negotiator_id_negotiators_id_fk";
  
  ALTER TABLE "_offers_v" DROP CONSTRAINT "_offers_v_version_negotiator_id_negotiators_id_fk";
  
  ALTER TABLE "users" DROP CONSTRAINT "users_negotiator_id_negotiators_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_negotiators_fk";
  
  DROP INDEX "offers_negotiator_idx";
  DROP INDEX "_offers_v_version_version_negotiator_idx";
  DROP INDEX "users_negotiator_idx";
  DROP INDEX "payload_locked_documents_rels_negotiators_id_idx";
  ALTER TABLE "offers" DROP COLUMN "negotiator_id";
  ALTER TABLE "_offers_v" DROP COLUMN "version_negotiator_id";
  ALTER TABLE "users" DROP COLUMN "negotiator_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "negotiators_id";
  DROP TYPE "public"."enum_negotiators_languages";`)
}
