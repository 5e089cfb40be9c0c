import { describe, expect, it, vi } from 'vitest'

// Run only with TEST_DATABASE=postgres (see vitest.config.ts). Set before the server's modules read
// the configuration: this file's server reads through a "replica" that is its own database under
// another application name, so that the test can tell which connection answered a read.
vi.hoisted(() => {
  const replica = new URL(process.env.DATABASE_URI ?? '')
  replica.searchParams.set('application_name', 'agency_replica')
  process.env.DATABASE_READ_URIS = replica.toString()
})

import { dataUpgrades } from '@cms/schema/data-upgrades'
import { migrations } from '@cms/schema/migrations-postgres'
import { makeCountry } from '../helpers/factories'
import { withServer } from '../helpers/postgres-server'
import { useServer } from '../helpers/server'

describe('on PostgreSQL', () => {
  const running = useServer()
  // Straight to this file's database, beside the server's own connections.
  const onDatabase = <T>(sql: string): Promise<T[]> =>
    withServer(async (client) => (await client.query(sql)).rows as T[], process.env.DATABASE_URI)

  it('the schema comes from the PostgreSQL migrations, run at start, with numeric ids', async () => {
    const ran = await onDatabase<{ name: string }>(
      'SELECT name FROM payload_migrations ORDER BY name',
    )
    expect(ran.map((m) => m.name)).toEqual(
      [...migrations, ...dataUpgrades].map((m) => m.name).sort(),
    )
    const indexes = await onDatabase<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE indexname LIKE '%locales_parent_id_idx' ORDER BY 1",
    )
    expect(indexes.map((i) => i.indexname)).toEqual([
      '_offers_v_locales_parent_id_idx',
      'buildings_locales_parent_id_idx',
      'districts_locales_parent_id_idx',
      'offers_locales_parent_id_idx',
    ])
    // The legacy API's id patterns and the list filters expect numbers, as on SQLite.
    expect(running.payload.db.defaultIDType).toBe('number')
  })

  it('reads go to the read replicas, and a read right after a write sees it', async () => {
    const replicaQueries = async () =>
      (
        await onDatabase<{ query: string }>(
          "SELECT query FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'agency_replica'",
        )
      ).map((r) => r.query)
    const readBack = () =>
      running.payload.find({
        collection: 'countries',
        where: { cu_code: { equals: 'ZZ' } },
        depth: 0,
        overrideAccess: true,
      })

    await makeCountry(running.payload, 'ZZ', 'Replica')
    // A replica may lag behind: for a while after a write, reads stay on the primary.
    expect((await readBack()).docs.map((c) => c.cu_code)).toEqual(['ZZ'])
    // Once that while is over, the same read leaves through the replica's connections.
    await expect
      .poll(async () => (await readBack(), await replicaQueries()), {
        timeout: 20_000,
        interval: 500,
      })
      .toContainEqual(expect.stringContaining('"countries"'))
  })
})
