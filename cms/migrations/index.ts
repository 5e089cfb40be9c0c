import * as migration_20261122_001109_initial from './20261122_001109_initial';
import * as migration_20261122_002016_client_accounts from './20261122_002016_client_accounts';

export const migrations = [
  {
    up: migration_20261122_001109_initial.up,
    down: migration_20261122_001109_initial.down,
    name: '20261122_001109_initial',
  },
  {
    up: migration_20261122_002016_client_accounts.up,
    down: migration_20261122_002016_client_accounts.down,
    name: '20261122_002016_client_accounts'
  },
];
