import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * A feed read's count may lose its portal: a read counted by another instance while staff delete
 * the portal is met by the delete itself, which empties its relation (the portal's after-delete
 * hook then removes it); NOT NULL made that delete fail on PostgreSQL.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_portal_fetches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`portal_id\` integer,
  	\`day\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`last_at\` text,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`portal_id\`) REFERENCES \`portals\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_portal_fetches\`("id", "portal_id", "day", "count", "last_at", "user_agent", "updated_at", "created_at") SELECT "id", "portal_id", "day", "count", "last_at", "user_agent", "updated_at", "created_at" FROM \`portal_fetches\`;`)
  await db.run(sql`DROP TABLE \`portal_fetches\`;`)
  await db.run(sql`ALTER TABLE \`__new_portal_fetches\` RENAME TO \`portal_fetches\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`portal_fetches_portal_idx\` ON \`portal_fetches\` (\`portal_id\`);`)
  await db.run(sql`CREATE INDEX \`portal_fetches_day_idx\` ON \`portal_fetches\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`portal_fetches_updated_at_idx\` ON \`portal_fetches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portal_fetches_created_at_idx\` ON \`portal_fetches\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`portal_day_idx\` ON \`portal_fetches\` (\`portal_id\`,\`day\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_portal_fetches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`portal_id\` integer NOT NULL,
  	\`day\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`last_at\` text,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`portal_id\`) REFERENCES \`portals\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_portal_fetches\`("id", "portal_id", "day", "count", "last_at", "user_agent", "updated_at", "created_at") SELECT "id", "portal_id", "day", "count", "last_at", "user_agent", "updated_at", "created_at" FROM \`portal_fetches\`;`)
  await db.run(sql`DROP TABLE \`portal_fetches\`;`)
  await db.run(sql`ALTER TABLE \`__new_portal_fetches\` RENAME TO \`portal_fetches\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`portal_fetches_portal_idx\` ON \`portal_fetches\` (\`portal_id\`);`)
  await db.run(sql`CREATE INDEX \`portal_fetches_day_idx\` ON \`portal_fetches\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`portal_fetches_updated_at_idx\` ON \`portal_fetches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portal_fetches_created_at_idx\` ON \`portal_fetches\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`portal_day_idx\` ON \`portal_fetches\` (\`portal_id\`,\`day\`);`)
}
