import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { publishDataChange } from '@cms/changes/data-changes'
import { documentTag } from '@cms/changes/data-reads'
import { newInstanceState } from '@cms/domain/payload/instance-state'
import { createFollowedStore } from './followed-store'

// What the hooks publish to is the instance's own state, made with its configuration.
const anInstance = () =>
  ({ config: { custom: { instance: newInstanceState() } } }) as unknown as Payload

describe('createFollowedStore', () => {
  it("drops what its Payload instance's changes touch, and follows nothing once closed", () => {
    const payload = anInstance()
    const store = createFollowedStore<string>(payload, { maxEntries: 10 })
    const keep = (key: string, id: number) =>
      store.keep(key, `value ${key}`, new Set([documentTag('offers', id)]), store.epoch())
    keep('one', 1)
    keep('two', 2)
    publishDataChange(payload, { collection: 'offers', id: 1, operation: 'update' })
    expect([store.get('one'), store.get('two')?.value]).toEqual([undefined, 'value two'])
    // Another instance's changes are not this store's.
    publishDataChange(anInstance(), { collection: 'offers', id: 2, operation: 'delete' })
    expect(store.get('two')?.value).toBe('value two')
    store.close()
    publishDataChange(payload, { collection: 'offers', id: 2, operation: 'delete' })
    expect(store.get('two')?.value).toBe('value two')
  })
})
