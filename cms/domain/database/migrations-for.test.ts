import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { dataUpgrades } from '../../schema/data-upgrades'
import { databaseAdapter } from './db'
import { migrationsFor } from './migrations-for'

const names = (list: { name: string }[]) => list.map((m) => m.name)
const upgradeNames = names(dataUpgrades)

describe('the migrations each database adapter runs at start-up', () => {
  it('MongoDB: its configuration is built without a connection, and its migrations are the data upgrades in order', async () => {
    const config = await databaseAdapter('mongodb://db.invalid:27017/agency', [])
    expect(config.name).toBe('mongoose')
    // What Payload builds from it at start; connecting is a later, separate step.
    const adapter = config.init({ payload: {} as Payload })
    expect(adapter.packageName).toBe('@payloadcms/db-mongodb')
    expect(typeof adapter.migrate).toBe('function')
    // Payload's CLI reads MongoDB's migrations from its folder: the same list, under the same names.
    expect(adapter.migrationDir).toBe(path.resolve('cms/schema/data-upgrades'))
    const files = fs
      .readdirSync(adapter.migrationDir)
      .filter((f) => /\.(ts|js)$/.test(f) && !/^index\./.test(f))
      .map((f) => f.replace(/\.(ts|js)$/, ''))
      .sort()
    expect(files).toEqual(upgradeNames)

    const migrations = await migrationsFor(adapter.name)
    expect(names(migrations)).toEqual(upgradeNames)
    expect(upgradeNames).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/_data_rich_text_descriptions$/),
        expect.stringMatching(/_data_offer_content_status$/),
      ]),
    )
    // The descriptions are rich before the offers' status is derived from them.
    expect(upgradeNames.findIndex((n) => n.endsWith('_rich_text_descriptions'))).toBeLessThan(
      upgradeNames.findIndex((n) => n.endsWith('_offer_content_status')),
    )
    for (const m of migrations) {
      expect(typeof m.up, m.name).toBe('function')
      expect(typeof m.down, m.name).toBe('function')
    }
  })

  it.each([
    ['sqlite', 'file:./never-opened.db'],
    ['postgres', 'postgres://db.invalid/agency'],
  ])(
    '%s: its schema migrations first, then the same data upgrades, every name once',
    async (name, uri) => {
      expect((await databaseAdapter(uri, [])).name).toBe(name)
      const list = names(await migrationsFor(name))
      expect(list.length).toBeGreaterThan(upgradeNames.length)
      expect(list.slice(-upgradeNames.length)).toEqual(upgradeNames)
      expect(new Set(list).size).toBe(list.length)
    },
  )

  it('an adapter without a known list is refused rather than left unmigrated', async () => {
    await expect(migrationsFor('mystery')).rejects.toThrow(/mystery/)
  })
})
