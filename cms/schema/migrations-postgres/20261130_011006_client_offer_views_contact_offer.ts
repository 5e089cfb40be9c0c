import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The offers a signed-in client viewed (one row per client and offer, for the client's page in the
 * admin), and the offer a contact message is about (counted among the offer's leads).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "client_offer_views" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" integer NOT NULL,
  	"offer_id" integer NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"last_viewed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "contact_messages" ADD COLUMN "offer_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "client_offer_views_id" integer;
  ALTER TABLE "client_offer_views" ADD CONSTRAINT "client_offer_views_client_id_contacts_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_offer_views" ADD CONSTRAINT "client_offer_views_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "client_offer_views_client_idx" ON "client_offer_views" USING btree ("client_id");
  CREATE INDEX "client_offer_views_offer_idx" ON "client_offer_views" USING btree ("offer_id");
  CREATE INDEX "client_offer_views_last_viewed_at_idx" ON "client_offer_views" USING btree ("last_viewed_at");
  CREATE INDEX "client_offer_views_updated_at_idx" ON "client_offer_views" USING btree ("updated_at");
  CREATE INDEX "client_offer_views_created_at_idx" ON "client_offer_views" USING btree ("created_at");
  CREATE UNIQUE INDEX "client_offer_idx" ON "client_offer_views" USING btree ("client_id","offer_id");
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_client_offer_views_fk" FOREIGN KEY ("client_offer_views_id") REFERENCES "public"."client_offer_views"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_messages_offer_idx" ON "contact_messages" USING btree ("offer_id");
  CREATE INDEX "payload_locked_documents_rels_client_offer_views_id_idx" ON "payload_locked_documents_rels" USING btree ("client_offer_views_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "client_offer_views" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "client_offer_views" CASCADE;
  ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_offer_id_offers_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_client_offer_views_fk";
  
  DROP INDEX "contact_messages_offer_idx";
  DROP INDEX "payload_locked_documents_rels_client_offer_views_id_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "offer_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "client_offer_views_id";`)
}
