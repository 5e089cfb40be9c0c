import { useEffect } from 'react'

import { syncFavourites } from '../../../api/account-favourites-on-demand'
import { onFavouritesChange } from '../../../lib/favourites-store'
import { getStoredUser } from '../../../lib/session'

// Several hearts clicked in a row go to the account in one change (PUT /me is rate-limited).
const QUIET_MS = 1500

/** Sends a signed-in client's favourites to the account after each change here. Renders nothing. */
export function FavouritesSync() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const stop = onFavouritesChange(() => {
      clearTimeout(timer)
      if (getStoredUser()) timer = setTimeout(() => void syncFavourites(), QUIET_MS)
    })
    return () => {
      clearTimeout(timer)
      stop()
    }
  }, [])
  return null
}
