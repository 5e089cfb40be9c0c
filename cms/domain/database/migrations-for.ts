import type { Migration } from 'payload'

import { dataUpgrades } from '../../schema/data-upgrades'

/**
 * What runs at start-up on the given database adapter (`payload.db.name`), in order: SQLite's or
 * PostgreSQL's schema migrations, then the data upgrades, which every adapter shares. MongoDB has
 * no schema to migrate: the data upgrades are its whole list. Payload records each by name and
 * runs it once.
 */
export async function migrationsFor(adapterName: string): Promise<Migration[]> {
  // The runner passes each migration the arguments its adapter's type names; these lists are typed for theirs.
  const upgrades = dataUpgrades as Migration[]
  switch (adapterName) {
    case 'sqlite': {
      const { migrations } = await import('../../schema/migrations')
      return [...(migrations as Migration[]), ...upgrades]
    }
    // Loaded only here, since their SQL is large and the other adapters never need it.
    case 'postgres': {
      const { migrations } = await import('../../schema/migrations-postgres')
      return [...(migrations as Migration[]), ...upgrades]
    }
    case 'mongoose':
      return upgrades
    default:
      throw new Error(`No migrations are known for the database adapter "${adapterName}"`)
  }
}
