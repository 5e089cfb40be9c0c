import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_refresh_tokens\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact_id\` integer,
  	\`token_hash\` text NOT NULL,
  	\`family\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`rotated_at\` text,
  	\`revoked_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_refresh_tokens\`("id", "contact_id", "token_hash", "family", "expires_at", "rotated_at", "revoked_at", "updated_at", "created_at") SELECT "id", "contact_id", "token_hash", "family", "expires_at", "rotated_at", "revoked_at", "updated_at", "created_at" FROM \`refresh_tokens\`;`)
  await db.run(sql`DROP TABLE \`refresh_tokens\`;`)
  await db.run(sql`ALTER TABLE \`__new_refresh_tokens\` RENAME TO \`refresh_tokens\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`refresh_tokens_contact_idx\` ON \`refresh_tokens\` (\`contact_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`refresh_tokens_token_hash_idx\` ON \`refresh_tokens\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`refresh_tokens_family_idx\` ON \`refresh_tokens\` (\`family\`);`)
  await db.run(sql`CREATE INDEX \`refresh_tokens_revoked_at_idx\` ON \`refresh_tokens\` (\`revoked_at\`);`)
  await db.run(sql`CREATE INDEX \`refresh_tokens_updated_at_idx\` ON \`refresh_tokens\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`refresh_tokens_created_at_idx\` ON \`refresh_tokens\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_password_challenges\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact_id\` integer,
  	\`challenge_hash\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_password_challenges\`("id", "contact_id", "challenge_hash", "purpose", "expires_at", "used_at", "updated_at", "created_at") SELECT "id", "contact_id", "challenge_hash", "purpose", "expires_at", "used_at", "updated_at", "created_at" FROM \`password_challenges\`;`)
  await db.run(sql`DROP TABLE \`password_challenges\`;`)
  await db.run(sql`ALTER TABLE \`__new_password_challenges\` RENAME TO \`password_challenges\`;`)
  await db.run(sql`CREATE INDEX \`password_challenges_contact_idx\` ON \`password_challenges\` (\`contact_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`password_challenges_challenge_hash_idx\` ON \`password_challenges\` (\`challenge_hash\`);`)
  await db.run(sql`CREATE INDEX \`password_challenges_updated_at_idx\` ON \`password_challenges\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`password_challenges_created_at_idx\` ON \`password_challenges\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_refresh_tokens\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact_id\` integer NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`family\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`rotated_at\` text,
  	\`revoked_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_refresh_tokens\`("id", "contact_id", "token_hash", "family", "expires_at", "rotated_at", "revoked_at", "updated_at", "created_at") SELECT "id", "contact_id", "token_hash", "family", "expires_at", "rotated_at", "revoked_at", "updated_at", "created_at" FROM \`refresh_tokens\`;`)
  await db.run(sql`DROP TABLE \`refresh_tokens\`;`)
  await db.run(sql`ALTER TABLE \`__new_refresh_tokens\` RENAME TO \`refresh_tokens\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`refresh_tokens_contact_idx\` ON \`refresh_tokens\` (\`contact_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`refresh_tokens_token_hash_idx\` ON \`refresh_tokens\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`refresh_tokens_family_idx\` ON \`refresh_tokens\` (\`family\`);`)
  await db.run(sql`CREATE INDEX \`refresh_tokens_revoked_at_idx\` ON \`refresh_tokens\` (\`revoked_at\`);`)
  await db.run(sql`CREATE INDEX \`refresh_tokens_updated_at_idx\` ON \`refresh_tokens\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`refresh_tokens_created_at_idx\` ON \`refresh_tokens\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_password_challenges\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact_id\` integer NOT NULL,
  	\`challenge_hash\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_password_challenges\`("id", "contact_id", "challenge_hash", "purpose", "expires_at", "used_at", "updated_at", "created_at") SELECT "id", "contact_id", "challenge_hash", "purpose", "expires_at", "used_at", "updated_at", "created_at" FROM \`password_challenges\`;`)
  await db.run(sql`DROP TABLE \`password_challenges\`;`)
  await db.run(sql`ALTER TABLE \`__new_password_challenges\` RENAME TO \`password_challenges\`;`)
  await db.run(sql`CREATE INDEX \`password_challenges_contact_idx\` ON \`password_challenges\` (\`contact_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`password_challenges_challenge_hash_idx\` ON \`password_challenges\` (\`challenge_hash\`);`)
  await db.run(sql`CREATE INDEX \`password_challenges_updated_at_idx\` ON \`password_challenges\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`password_challenges_created_at_idx\` ON \`password_challenges\` (\`created_at\`);`)
}
