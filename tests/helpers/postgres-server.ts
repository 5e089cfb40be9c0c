import pg from 'pg'

/**
 * The PostgreSQL server that `TEST_DATABASE=postgres` runs the integration tests on. Its role needs
 * CREATEDB: every test file gets a database of its own, made fresh and dropped after the run.
 */
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL || 'postgres://agency:agency@localhost:5432/postgres'

/** The address of one database on the same server, as the same role. */
export function databaseUrl(name: string, serverUrl = TEST_POSTGRES_URL): string {
  const url = new URL(serverUrl)
  url.pathname = `/${encodeURIComponent(name)}`
  return url.toString()
}

/** Runs `work` on one short-lived connection to the server's maintenance database. */
export async function withServer<T>(
  work: (client: pg.Client) => Promise<T>,
  serverUrl = TEST_POSTGRES_URL,
): Promise<T> {
  // A stopped server refuses at once, but an unreachable host would otherwise hang the run.
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Why the server cannot be used (unreachable, refused log-in), or undefined when it can. */
export async function postgresProblem(serverUrl = TEST_POSTGRES_URL): Promise<string | undefined> {
  try {
    await withServer((client) => client.query('SELECT 1'), serverUrl)
    return undefined
  } catch (err) {
    return err instanceof Error ? err.message || err.name : String(err)
  }
}

// Database names are built here from a fixed prefix and random letters, never from input, but
// they still go through identifier quoting since CREATE/DROP DATABASE take no parameters.
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Creates a database, empty or as a copy of `template` (which nobody may be connected to). */
export async function createDatabase(
  name: string,
  { template, serverUrl = TEST_POSTGRES_URL }: { template?: string; serverUrl?: string } = {},
): Promise<void> {
  const from = template ? ` TEMPLATE ${quoted(template)}` : ''
  await withServer((client) => client.query(`CREATE DATABASE ${quoted(name)}${from}`), serverUrl)
}

/** Drops every database whose name starts with `prefix`; returns how many went. */
export async function dropDatabases(
  prefix: string,
  serverUrl = TEST_POSTGRES_URL,
): Promise<number> {
  return withServer(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datname <> 'postgres'",
      [prefix],
    )
    // The test processes have exited by then; FORCE closes what a crashed one may have left open.
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`)
    return rows.length
  }, serverUrl)
}
