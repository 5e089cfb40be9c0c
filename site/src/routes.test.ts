import { describe, expect, it } from 'vitest'

import { paths } from './lib/paths'
import routes from './routes'

describe('route table', () => {
  it('serves every address of the site, and no other', () => {
    const served = routes.map((r) => `/${r.path ?? ''}`).filter((p) => p !== '/*')
    expect(served.sort()).toEqual([...new Set(Object.values(paths))].sort())
  })
})
