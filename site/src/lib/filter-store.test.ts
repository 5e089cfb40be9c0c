import { beforeEach, describe, expect, it, vi } from 'vitest'

import { storageKeys } from './storage'

describe('remembered filter', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.resetModules()
  })

  it('starts from the default search and keeps every change in localStorage, normalised', async () => {
    const store = await import('./filter-store')
    expect(store.getRememberedFilter()).toMatchObject({
      where: 'monaco',
      salerent: 'rents_and_sales',
      page: 1,
    })
    store.rememberFilter({
      where: 'france',
      salerent: 'rents',
      types: [4, 2],
      pieces: [1, 2, 3, 4, 5],
      budgetMin: 9000,
      budgetMax: 1000,
      page: 2,
    })
    const saved = JSON.parse(localStorage.getItem(storageKeys.filter)!)
    expect(saved).toEqual({
      where: 'france',
      salerent: 'rents',
      types: [2, 4],
      pieces: [],
      budgetMin: 1000,
      budgetMax: 9000,
      page: 2,
    })
  })

  it('reads the stored filter at start and ignores a broken one', async () => {
    localStorage.setItem(
      storageKeys.filter,
      JSON.stringify({ where: 'larvotto', salerent: 'sales' }),
    )
    expect((await import('./filter-store')).getRememberedFilter()).toMatchObject({
      where: 'larvotto',
      salerent: 'sales',
      types: [],
    })
    vi.resetModules()
    localStorage.setItem(storageKeys.filter, '{broken')
    expect((await import('./filter-store')).getRememberedFilter()).toMatchObject({
      where: 'monaco',
    })
  })
})
