import type { DatabaseAdapterObj } from 'payload'

import { afterTransactionEnds } from './patches'

type TransactionId = string | number
type Ending = () => void

/** The transactions of one Payload instance that someone waits on, each with who waits. */
export class TransactionEndings {
  private readonly waiting = new Map<TransactionId, Set<Ending>>()

  /** Calls `ending` once the transaction `id` has ended, or after `giveUpMs`, whichever is first. */
  wait(id: TransactionId, giveUpMs: number, ending: Ending): void {
    const those = this.waiting.get(id) ?? new Set<Ending>()
    this.waiting.set(id, those)
    const timer = setTimeout(done, giveUpMs)
    timer.unref()
    const waiting = this.waiting
    function done() {
      clearTimeout(timer)
      those.delete(done)
      if (!those.size && waiting.get(id) === those) waiting.delete(id)
      ending()
    }
    those.add(done)
  }

  /** The database has committed or rolled back `id`: everyone waiting on it is told now. */
  ended(id: TransactionId): void {
    const those = this.waiting.get(id)
    this.waiting.delete(id)
    for (const ending of those ?? []) ending()
  }

  /** How many transactions are waited on (none once every wait has ended). */
  get size(): number {
    return this.waiting.size
  }
}

/**
 * The database adapter, with its `commitTransaction` and `rollbackTransaction` telling `endings`
 * (cms/domain/payload/patches.ts), from the moment the instance creates it.
 */
export function withTransactionEndings(
  adapter: DatabaseAdapterObj,
  endings: TransactionEndings,
): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      afterTransactionEnds(db, (id) => endings.ended(id))
      return db
    },
  }
}
