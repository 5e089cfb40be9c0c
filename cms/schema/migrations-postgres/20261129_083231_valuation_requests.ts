import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The sellers' "estimate my property" requests, their features and their status. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_valuation_requests_features" AS ENUM('sea_view', 'terrace', 'parking', 'pool', 'cellar');
  CREATE TYPE "public"."enum_valuation_requests_status" AS ENUM('new', 'handled');
  CREATE TYPE "public"."enum_valuation_requests_lang" AS ENUM('fr', 'en', 'sp', 'ru', 'it');
  CREATE TABLE "valuation_requests_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_valuation_requests_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "valuation_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"district" varchar NOT NULL,
  	"address" varchar,
  	"type_id" integer,
  	"surface" numeric NOT NULL,
  	"rooms" numeric,
  	"firstname" varchar,
  	"name" varchar,
  	"email" varchar,
  	"tel" varchar,
  	"message" varchar,
  	"status" "enum_valuation_requests_status" DEFAULT 'new' NOT NULL,
  	"lang" "enum_valuation_requests_lang",
  	"comparable_count" numeric,
  	"comparable_median_m2" numeric,
  	"account_deleted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "valuation_requests_id" integer;
  ALTER TABLE "valuation_requests_features" ADD CONSTRAINT "valuation_requests_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."valuation_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "valuation_requests" ADD CONSTRAINT "valuation_requests_type_id_items_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "valuation_requests_features_order_idx" ON "valuation_requests_features" USING btree ("order");
  CREATE INDEX "valuation_requests_features_parent_idx" ON "valuation_requests_features" USING btree ("parent_id");
  CREATE INDEX "valuation_requests_district_idx" ON "valuation_requests" USING btree ("district");
  CREATE INDEX "valuation_requests_type_idx" ON "valuation_requests" USING btree ("type_id");
  CREATE INDEX "valuation_requests_status_idx" ON "valuation_requests" USING btree ("status");
  CREATE INDEX "valuation_requests_updated_at_idx" ON "valuation_requests" USING btree ("updated_at");
  CREATE INDEX "valuation_requests_created_at_idx" ON "valuation_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_valuation_requests_fk" FOREIGN KEY ("valuation_requests_id") REFERENCES "public"."valuation_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_valuation_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("valuation_requests_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "valuation_requests_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "valuation_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "valuation_requests_features" CASCADE;
  DROP TABLE "valuation_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_valuation_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_valuation_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "valuation_requests_id";
  DROP TYPE "public"."enum_valuation_requests_features";
  DROP TYPE "public"."enum_valuation_requests_status";
  DROP TYPE "public"."enum_valuation_requests_lang";`)
}
