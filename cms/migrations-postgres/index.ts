import * as migration_20261126_112814_initial from './20261126_112814_initial'
import * as migration_20261126_112815_locales_parent_index from './20261126_112815_locales_parent_index'

export const migrations = [
  {
    up: migration_20261126_112814_initial.up,
    down: migration_20261126_112814_initial.down,
    name: '20261126_112814_initial',
  },
  {
    up: migration_20261126_112815_locales_parent_index.up,
    down: migration_20261126_112815_locales_parent_index.down,
    name: '20261126_112815_locales_parent_index',
  },
]
