import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Clients' replies to the agency's messages, each tied to the message it answers. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "message_replies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"message_id" integer NOT NULL,
  	"contact_id" integer,
  	"text" varchar,
  	"read_by_staff" boolean DEFAULT false,
  	"account_deleted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "message_replies_id" integer;
  ALTER TABLE "message_replies" ADD CONSTRAINT "message_replies_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "message_replies" ADD CONSTRAINT "message_replies_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "message_replies_message_idx" ON "message_replies" USING btree ("message_id");
  CREATE INDEX "message_replies_contact_idx" ON "message_replies" USING btree ("contact_id");
  CREATE INDEX "message_replies_read_by_staff_idx" ON "message_replies" USING btree ("read_by_staff");
  CREATE INDEX "message_replies_updated_at_idx" ON "message_replies" USING btree ("updated_at");
  CREATE INDEX "message_replies_created_at_idx" ON "message_replies" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_message_replies_fk" FOREIGN KEY ("message_replies_id") REFERENCES "public"."message_replies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_message_replies_id_idx" ON "payload_locked_documents_rels" USING btree ("message_replies_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "message_replies" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "message_replies" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_message_replies_fk";
  
  DROP INDEX "payload_locked_documents_rels_message_replies_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "message_replies_id";`)
}
