import type { Payload } from 'payload'

import { onDataChange } from '@cms/changes/data-changes'
import { createTaggedStore, type TaggedStore } from './tagged-store'
import { touchOf } from './tags'

/** A tagged store following a Payload instance's changes; `close` stops following them. */
export type FollowedStore<V> = TaggedStore<V> & { close: () => void }

/**
 * A tagged store that drops what each change of `payload`'s data touches (any source counts as
 * read: the store's values record their own tags). Made by the server's services, closed with them.
 */
export function createFollowedStore<V>(
  payload: Payload,
  options: { maxEntries: number },
): FollowedStore<V> {
  const store = createTaggedStore<V>(options)
  const close = onDataChange(payload, (change) =>
    store.apply(
      touchOf(
        change,
        () => false,
        () => true,
      ),
    ),
  )
  return { ...store, close }
}
