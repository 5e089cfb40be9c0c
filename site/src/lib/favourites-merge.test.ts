import { describe, expect, it } from 'vitest'

import { fromAccountIds, mergeFavourites, toAccountIds } from './favourites-merge'

describe('favourites of a browser and an account', () => {
  it("adds an anonymous visitor's favourites to the account at the first sign-in", () => {
    expect(mergeFavourites(['4', '9'], ['9', '12'], [])).toEqual(['4', '9', '12'])
  })

  it('takes what another device added or removed since this browser last synced', () => {
    // The account gained 7 and lost 4 elsewhere; this browser changed nothing.
    expect(mergeFavourites(['9', '7'], ['4', '9'], ['4', '9'])).toEqual(['9', '7'])
  })

  it('keeps a removal made in this browser even when the account still lists the offer', () => {
    expect(mergeFavourites(['4', '9'], ['9'], ['4', '9'])).toEqual(['9'])
  })

  it('keeps an addition made here while an older answer of the account arrives', () => {
    expect(mergeFavourites(['4'], ['4', '5'], ['4'])).toEqual(['4', '5'])
  })

  it('keeps ids as numbers in the account and reads back only ids', () => {
    expect(toAccountIds(['12', 'abc'])).toEqual([12, 'abc'])
    expect(fromAccountIds([12, 'abc', null, '', { id: 1 }])).toEqual(['12', 'abc'])
    expect(fromAccountIds(undefined)).toBeNull()
    expect(fromAccountIds('4,9')).toBeNull()
  })
})
