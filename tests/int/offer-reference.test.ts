import { describe, expect, it } from 'vitest'

import { makeOffer } from '../helpers/factories'
import { useServer } from '../helpers/server'

/** A new offer is proposed the next free BEL- reference; staff may type another. */
const running = useServer()

describe('the reference of a new offer', () => {
  it('is one past the highest BEL- number in use, drafts and copies included', async () => {
    const { payload } = running
    await makeOffer(payload, { of_ref: 'BEL-00007' })
    await makeOffer(payload, { of_ref: 'BEL-00012-COPIE', _status: 'draft', of_web: false })
    await makeOffer(payload, { of_ref: 'REF-99999' })
    const created = await makeOffer(payload, { of_ref: undefined })
    expect(created.of_ref).toBe('BEL-00013')
    const next = await makeOffer(payload, { of_ref: undefined })
    expect(next.of_ref).toBe('BEL-00014')
  })

  it('is whatever staff typed instead, and two offers never share one', async () => {
    const { payload } = running
    const typed = await makeOffer(payload, { of_ref: 'VILLA-CAP-1' })
    expect(typed.of_ref).toBe('VILLA-CAP-1')
    await expect(makeOffer(payload, { of_ref: 'VILLA-CAP-1' })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'of_ref' })] },
    })
  })
})
