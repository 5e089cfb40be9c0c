import pg from 'pg'

/** The cluster's database: CLUSTER_DATABASE_URI, else a database of the agency role on the local server. */
export const clusterDatabaseUri = (): string =>
  process.env.CLUSTER_DATABASE_URI || 'postgres://agency:agency@localhost:5432/agency_cluster'

const HOW_TO = [
  'npm run cluster needs a PostgreSQL server. On Debian or Ubuntu:',
  '  sudo apt-get install postgresql',
  '  sudo -u postgres psql -c "CREATE ROLE agency LOGIN PASSWORD \'agency\' CREATEDB"',
  'or set CLUSTER_DATABASE_URI=postgres://user:password@host:5432/database to a database you may use',
  '(the database is created when missing if the role has CREATEDB).',
].join('\n')

/** The same server's maintenance database, where CREATE DATABASE runs. */
function maintenanceUri(uri: string): { server: string; name: string } {
  const url = new URL(uri)
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''))
  if (!/^[A-Za-z0-9_-]{1,63}$/.test(name))
    throw new Error(`The database name in ${url.pathname} must be 1-63 letters, digits, _ or -`)
  url.pathname = '/postgres'
  return { server: url.toString(), name }
}

async function onServer<T>(server: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
  } catch (err) {
    const e = err as Error & { code?: string }
    throw new Error(
      `PostgreSQL at ${new URL(server).host} refused or is absent (${e.code ?? e.message}).\n${HOW_TO}`,
    )
  }
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Whether the server of `uri` can be reached and logged into, without changing anything. */
export async function postgresProblem(uri: string = clusterDatabaseUri()): Promise<string | null> {
  try {
    await onServer(maintenanceUri(uri).server, (c) => c.query('SELECT 1'))
    return null
  } catch (err) {
    return (err as Error).message
  }
}

/** Creates the database of `uri` when it does not exist; says whether it did. */
export async function ensureDatabase(uri: string): Promise<boolean> {
  const { server, name } = maintenanceUri(uri)
  return onServer(server, async (c) => {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (rowCount) return false
    // The name was checked above: CREATE DATABASE takes no parameters.
    await c.query(`CREATE DATABASE "${name}"`)
    return true
  })
}

/** Drops the database of `uri` (the test's throw-away one), closing what still uses it. */
export async function dropDatabase(uri: string): Promise<void> {
  const { server, name } = maintenanceUri(uri)
  await onServer(server, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
}
