import type { Payload } from 'payload'

import { onDataChange } from '../../cms/changes/data-changes'
import { createTaggedStore, type TaggedStore } from './tagged-store'
import { touchOf } from './tags'

/**
 * A tagged store per Payload instance, made on first use, that drops what each of its changes
 * touches (any source counts as read: the store's values record their own tags).
 */
export function followedStores<V>(options: {
  maxEntries: number
}): (payload: Payload) => TaggedStore<V> {
  const stores = new WeakMap<Payload, TaggedStore<V>>()
  return (payload) => {
    let store = stores.get(payload)
    if (!store) {
      const created = createTaggedStore<V>(options)
      onDataChange(payload, (change) =>
        created.apply(
          touchOf(
            change,
            () => false,
            () => true,
          ),
        ),
      )
      stores.set(payload, created)
      store = created
    }
    return store
  }
}
