import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The claims of job attempts and scheduled periods (cms/domain/jobs/job-claims.ts): one row a unique key. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "job_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_claims_id" integer;
  CREATE UNIQUE INDEX "job_claims_key_idx" ON "job_claims" USING btree ("key");
  CREATE INDEX "job_claims_updated_at_idx" ON "job_claims" USING btree ("updated_at");
  CREATE INDEX "job_claims_created_at_idx" ON "job_claims" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_claims_fk" FOREIGN KEY ("job_claims_id") REFERENCES "public"."job_claims"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_job_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("job_claims_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_claims" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_claims" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_claims_fk";
  
  DROP INDEX "payload_locked_documents_rels_job_claims_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_claims_id";`)
}
