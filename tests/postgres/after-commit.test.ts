import { describe, expect, it } from 'vitest'

import { onDataChange, type DataChange } from '@cms/changes/data-changes'
import { makeCountry } from '../helpers/factories'
import { useServer } from '../helpers/server'

/**
 * On PostgreSQL a save runs in a transaction, and its hooks run before the commit: what they tell
 * the public cache is told again once the transaction has ended, before the save returns, so an
 * answer read after the save is never dropped by a late telling.
 */
describe('a change saved in a transaction (PostgreSQL)', () => {
  const running = useServer()

  it('is told before the commit and again at the commit, before the save returns', async () => {
    const told: DataChange[] = []
    const stop = onDataChange(running.payload, (change) => {
      if ('global' in change && change.global === 'exchange-rates') told.push(change)
    })
    try {
      await running.payload.updateGlobal({
        slug: 'exchange-rates',
        data: { date: '2026-12-01T12:00:00.000Z', USD: 1.25 },
      })
      expect(told).toHaveLength(2)
      // Nothing told later.
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(told).toHaveLength(2)
    } finally {
      stop()
    }
  })

  it('so is a document created in a transaction', async () => {
    const told: DataChange[] = []
    const stop = onDataChange(running.payload, (change) => {
      if ('collection' in change && change.collection === 'countries') told.push(change)
    })
    try {
      const country = await makeCountry(running.payload, 'QA', 'Qatar')
      expect(told).toEqual([
        expect.objectContaining({ id: country.id, operation: 'create' }),
        expect.objectContaining({ id: country.id, operation: 'create' }),
      ])
    } finally {
      stop()
    }
  })
})
