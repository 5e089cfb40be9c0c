import type { Payload } from 'payload'

import { instanceStateOf } from './instance-state'

/**
 * Calls `ending` once the transaction `id` of this Payload instance is committed or rolled back,
 * within the adapter's call, before the Local API call or the request that made it returns (or
 * after `giveUpMs`, for a transaction ended some other way). Call it while the transaction is open.
 */
export function onTransactionEnd(
  payload: Payload,
  id: string | number,
  giveUpMs: number,
  ending: () => void,
): void {
  instanceStateOf(payload).transactionEndings.wait(id, giveUpMs, ending)
}
