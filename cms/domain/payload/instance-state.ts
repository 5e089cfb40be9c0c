import { EventEmitter } from 'node:events'

import type { Payload } from 'payload'

import { TransactionEndings } from './transaction-endings'

/**
 * What one Payload instance carries beside its data: the channel its collections' hooks tell
 * their saves on (cms/changes/data-changes.ts), and the transactions someone waits on
 * (transaction-end.ts). It is made with the instance's configuration (payload.config.ts) and kept
 * in the configuration's server-only `custom`, so it lives and goes with the instance, and the
 * hooks reach it from their request's Payload, in the server as in the seed and the scripts. The
 * server's services only subscribe to it, and unsubscribe when they close.
 */
export type InstanceState = {
  changes: EventEmitter
  transactionEndings: TransactionEndings
}

export function newInstanceState(): InstanceState {
  const changes = new EventEmitter()
  // Every cache of the server and each test listens: no leak is meant by many listeners.
  changes.setMaxListeners(0)
  return { changes, transactionEndings: new TransactionEndings() }
}

/** The state made with this instance's configuration: only a configuration of payload.config.ts has one. */
export function instanceStateOf(payload: Pick<Payload, 'config'>): InstanceState {
  const state = (payload.config?.custom as { instance?: InstanceState } | undefined)?.instance
  if (!state)
    throw new Error(
      'This Payload instance was not built from cms/payload.config.ts (no instance state).',
    )
  return state
}
