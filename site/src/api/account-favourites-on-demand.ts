import type { Preferences } from './account-favourites'

/**
 * The account's favourites code loads with the first session of a page (a visitor who never signs
 * in never downloads it); see account-favourites.ts.
 */
const code = () => import('./account-favourites')

export const syncFavourites = (answered?: Preferences): Promise<void> =>
  code().then((m) => m.syncFavourites(answered))

export const forgetAccountFavourites = (): Promise<void> =>
  code().then((m) => m.forgetAccountFavourites())
