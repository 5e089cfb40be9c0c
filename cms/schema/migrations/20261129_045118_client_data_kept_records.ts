import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Visit requests, agency messages and contact messages outlive a client who deletes its account:
 * without the person (client, name, address, phone, texts), and dated by `account_deleted_at`.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The three tables are rebuilt with foreign keys off: dropping one must not cascade to the rows
  // that refer to it (document locks).
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_actions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact_id\` integer,
  	\`offer_id\` integer NOT NULL,
  	\`date_start\` text NOT NULL,
  	\`date_end\` text NOT NULL,
  	\`ac_acknowledged\` integer DEFAULT false,
  	\`ac_comment\` text,
  	\`ac_status\` text DEFAULT 'waiting' NOT NULL,
  	\`account_deleted_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`offer_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_actions\`("id", "contact_id", "offer_id", "date_start", "date_end", "ac_acknowledged", "ac_comment", "ac_status", "updated_at", "created_at") SELECT "id", "contact_id", "offer_id", "date_start", "date_end", "ac_acknowledged", "ac_comment", "ac_status", "updated_at", "created_at" FROM \`actions\`;`)
  await db.run(sql`DROP TABLE \`actions\`;`)
  await db.run(sql`ALTER TABLE \`__new_actions\` RENAME TO \`actions\`;`)
  await db.run(sql`CREATE INDEX \`actions_contact_idx\` ON \`actions\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`actions_offer_idx\` ON \`actions\` (\`offer_id\`);`)
  await db.run(sql`CREATE INDEX \`actions_ac_status_idx\` ON \`actions\` (\`ac_status\`);`)
  await db.run(sql`CREATE INDEX \`actions_updated_at_idx\` ON \`actions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`actions_created_at_idx\` ON \`actions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact_id\` integer,
  	\`subject\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`read\` integer DEFAULT false,
  	\`account_deleted_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_messages\`("id", "contact_id", "subject", "body", "read", "updated_at", "created_at") SELECT "id", "contact_id", "subject", "body", "read", "updated_at", "created_at" FROM \`messages\`;`)
  await db.run(sql`DROP TABLE \`messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_messages\` RENAME TO \`messages\`;`)
  await db.run(sql`CREATE INDEX \`messages_contact_idx\` ON \`messages\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_read_idx\` ON \`messages\` (\`read\`);`)
  await db.run(sql`CREATE INDEX \`messages_updated_at_idx\` ON \`messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`messages_created_at_idx\` ON \`messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`firstname\` text,
  	\`name\` text,
  	\`email\` text,
  	\`tel\` text,
  	\`country\` text NOT NULL,
  	\`message\` text,
  	\`mail_status\` text DEFAULT 'pending',
  	\`mail_error\` text,
  	\`handled\` integer DEFAULT false,
  	\`account_deleted_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_messages\`("id", "firstname", "name", "email", "tel", "country", "message", "mail_status", "mail_error", "handled", "updated_at", "created_at") SELECT "id", "firstname", "name", "email", "tel", "country", "message", "mail_status", "mail_error", "handled", "updated_at", "created_at" FROM \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_messages\` RENAME TO \`contact_messages\`;`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The three tables are rebuilt with foreign keys off: dropping one must not cascade to the rows
  // that refer to it (document locks). The columns become required again: the visit requests and
  // messages a deleted account left have no client and are not kept; its contact messages keep
  // empty texts.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_actions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact_id\` integer NOT NULL,
  	\`offer_id\` integer NOT NULL,
  	\`date_start\` text NOT NULL,
  	\`date_end\` text NOT NULL,
  	\`ac_acknowledged\` integer DEFAULT false,
  	\`ac_comment\` text,
  	\`ac_status\` text DEFAULT 'waiting' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`offer_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_actions\`("id", "contact_id", "offer_id", "date_start", "date_end", "ac_acknowledged", "ac_comment", "ac_status", "updated_at", "created_at") SELECT "id", "contact_id", "offer_id", "date_start", "date_end", "ac_acknowledged", "ac_comment", "ac_status", "updated_at", "created_at" FROM \`actions\` WHERE "contact_id" IS NOT NULL;`)
  await db.run(sql`DROP TABLE \`actions\`;`)
  await db.run(sql`ALTER TABLE \`__new_actions\` RENAME TO \`actions\`;`)
  await db.run(sql`CREATE INDEX \`actions_contact_idx\` ON \`actions\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`actions_offer_idx\` ON \`actions\` (\`offer_id\`);`)
  await db.run(sql`CREATE INDEX \`actions_ac_status_idx\` ON \`actions\` (\`ac_status\`);`)
  await db.run(sql`CREATE INDEX \`actions_updated_at_idx\` ON \`actions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`actions_created_at_idx\` ON \`actions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact_id\` integer NOT NULL,
  	\`subject\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`read\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_messages\`("id", "contact_id", "subject", "body", "read", "updated_at", "created_at") SELECT "id", "contact_id", "subject", "body", "read", "updated_at", "created_at" FROM \`messages\` WHERE "contact_id" IS NOT NULL;`)
  await db.run(sql`DROP TABLE \`messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_messages\` RENAME TO \`messages\`;`)
  await db.run(sql`CREATE INDEX \`messages_contact_idx\` ON \`messages\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_read_idx\` ON \`messages\` (\`read\`);`)
  await db.run(sql`CREATE INDEX \`messages_updated_at_idx\` ON \`messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`messages_created_at_idx\` ON \`messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`firstname\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`tel\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`mail_status\` text DEFAULT 'pending',
  	\`mail_error\` text,
  	\`handled\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_messages\`("id", "firstname", "name", "email", "tel", "country", "message", "mail_status", "mail_error", "handled", "updated_at", "created_at") SELECT "id", coalesce("firstname", ''), coalesce("name", ''), coalesce("email", ''), coalesce("tel", ''), "country", coalesce("message", ''), "mail_status", "mail_error", "handled", "updated_at", "created_at" FROM \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_messages\` RENAME TO \`contact_messages\`;`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
