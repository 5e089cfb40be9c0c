import { beforeEach, describe, expect, it } from 'vitest'

import { storageKeys } from './storage'
import { getFavourites, isFavourite, reloadFavourites, toggleFavourite } from './favourites-store'

describe('favourites', () => {
  beforeEach(() => {
    localStorage.clear()
    reloadFavourites()
  })

  it('toggling adds then removes an id, and keeps it in localStorage', () => {
    expect(toggleFavourite(12)).toBe(true)
    expect(isFavourite('12')).toBe(true)
    expect(JSON.parse(localStorage.getItem(storageKeys.favourites)!)).toEqual(['12'])
    expect(toggleFavourite('12')).toBe(false)
    expect(getFavourites()).toEqual([])
    expect(JSON.parse(localStorage.getItem(storageKeys.favourites)!)).toEqual([])
  })

  it('keeps several ids in the order they were added', () => {
    toggleFavourite(3)
    toggleFavourite('abc')
    toggleFavourite(7)
    toggleFavourite('abc')
    expect(getFavourites()).toEqual(['3', '7'])
  })

  it('reads what is stored and survives a corrupt value', () => {
    localStorage.setItem(storageKeys.favourites, JSON.stringify([5, '5', 9]))
    reloadFavourites()
    expect(getFavourites()).toEqual(['5', '9'])
    localStorage.setItem(storageKeys.favourites, '{oops')
    reloadFavourites()
    expect(getFavourites()).toEqual([])
  })
})
