import type { Payload } from 'payload'

import { afterTransactionEnds } from './patches'

type TransactionId = string | number
type Ending = () => void

// Per Payload instance: the transactions someone waits on, each with who waits.
const waiting = new WeakMap<Payload, Map<TransactionId, Set<Ending>>>()

/**
 * Payload ends every transaction through its database adapter's `commitTransaction` or
 * `rollbackTransaction`, whatever the engine: wrapped once per instance (cms/domain/payload/patches.ts),
 * they call the waiting endings of that transaction as soon as the database has ended it, before
 * the Local API call or the request that made it returns.
 */
function waitingOn(payload: Payload): Map<TransactionId, Set<Ending>> {
  let byId = waiting.get(payload)
  if (byId) return byId
  const endings = new Map<TransactionId, Set<Ending>>()
  byId = endings
  waiting.set(payload, endings)
  afterTransactionEnds(payload.db, (key) => {
    const those = endings.get(key)
    endings.delete(key)
    for (const ending of those ?? []) ending()
  })
  return byId
}

/**
 * Calls `ending` once the transaction `id` of this Payload instance is committed or rolled back,
 * within the adapter's call (or after `giveUpMs`, for a transaction ended some other way). Call it
 * while the transaction is open.
 */
export function onTransactionEnd(
  payload: Payload,
  id: TransactionId,
  giveUpMs: number,
  ending: Ending,
): void {
  const endings = waitingOn(payload)
  const those = endings.get(id) ?? new Set<Ending>()
  endings.set(id, those)
  const timer = setTimeout(done, giveUpMs)
  timer.unref()
  function done() {
    clearTimeout(timer)
    those.delete(done)
    if (!those.size && endings.get(id) === those) endings.delete(id)
    ending()
  }
  those.add(done)
}
