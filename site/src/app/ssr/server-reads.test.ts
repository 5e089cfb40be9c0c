// @vitest-environment node
import type { SiteData } from '@contract/site-data'
import { describe, expect, it, vi } from 'vitest'

import { itemsQuery } from '../../api/get-items'
import { createQueryClient } from '../query-client'
import { ApiError } from '../../lib/api-client'
import { readThrough } from '../../lib/api-reader'
import { serverRead } from '../../lib/web-client'

const data = (read: SiteData['read']): SiteData => ({
  read,
  readSearchLink: vi.fn(),
  followSearchLink: vi.fn(),
  verifyEmail: vi.fn(),
  preview: vi.fn(),
})

describe("the server render's reads", () => {
  it('go through the load context, with the same query key and no HTTP', async () => {
    const fetching = vi.spyOn(globalThis, 'fetch')
    const items = { items_of_type: [{ id: 1 }], items_of_exclusivite: [], services: [] }
    const read = vi.fn<SiteData['read']>(async () => ({
      status: 200,
      body: { err: null, data: items },
    }))
    const client = readThrough(createQueryClient(), serverRead(data(read)))
    await client.prefetchQuery(itemsQuery)
    expect(client.getQueryData(['items'])).toMatchObject({ items_of_type: [{ id: 1 }] })
    expect(read).toHaveBeenCalledWith('items', {})
    expect(fetching).not.toHaveBeenCalled()
  })

  it("throws the API's refusals as the browser's client does, without logging a 404", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const read = serverRead(
      data(async () => ({
        status: 404,
        body: { err: { code: 'not_found', message: 'No such offer' } },
      })),
    )
    const failure = await read('offer', { slug: 'nope' }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 404, code: 'not_found' })
    expect(errors).not.toHaveBeenCalled()
  })
})
