import { webActionPath } from '@contract/web-actions'

import { apiRequest } from '../lib/api-client'
import { fromAccountIds, mergeFavourites, toAccountIds } from '../lib/favourites-merge'
import { getFavourites, replaceFavourites } from '../lib/favourites-store'
import { getStoredUser } from '../lib/session'
import { readJson, storageKeys, writeStorage } from '../lib/storage'

/**
 * A signed-in client's favourites live in the account's preferences (`favories`), so every device
 * shows the same ones: merged in at sign-in, sent back after each change. The preferences are one
 * object that PUT /me replaces whole, so the other keys are sent back as they were read.
 */
export type Preferences = Record<string, unknown>
type MeAnswer = { preferences: Preferences }

let preferences: Preferences | null = null
let running: Promise<void> = Promise.resolve()

const readBase = (): string[] =>
  fromAccountIds(readJson<unknown>(storageKeys.accountFavourites, [])) ?? []
const writeBase = (ids: readonly string[] | null) =>
  writeStorage(storageKeys.accountFavourites, ids === null ? null : JSON.stringify(ids))

async function syncOnce(answered?: Preferences): Promise<void> {
  if (!getStoredUser()) return
  if (answered) preferences = answered
  preferences ??= (await apiRequest<MeAnswer>(webActionPath('me'))).preferences
  const account = fromAccountIds(preferences.favories) ?? []
  const merged = mergeFavourites(account, getFavourites(), readBase())
  replaceFavourites(merged)
  if (merged.length === account.length && merged.every((id, i) => id === account[i])) {
    writeBase(account)
    return
  }
  const answer = await apiRequest<MeAnswer>(webActionPath('me'), {
    method: 'PUT',
    body: { co_preferences: { ...preferences, favories: toAccountIds(merged) } },
  })
  // Signed out while the change was sent: the next account must not start from this one's list.
  if (!getStoredUser()) return
  preferences = answer.preferences
  writeBase(fromAccountIds(answer.preferences.favories) ?? [])
}

/**
 * Brings the browser's favourites and the account's together, one run after the other; `answered`
 * is the preferences of an answer just received (sign-in, renewal, account creation). A failed run
 * (an access token that just expired, the API's rate limit) changes nothing the next one needs:
 * what was not sent is still a change of this browser, sent with the next renewal or change.
 */
export function syncFavourites(answered?: Preferences): Promise<void> {
  running = running.then(
    () => syncOnce(answered),
    () => syncOnce(answered),
  )
  return running.catch(() => undefined)
}

/** At sign-out: this browser shows nobody's favourites any more, and remembers no account's. */
export function forgetAccountFavourites(): void {
  preferences = null
  writeBase(null)
  replaceFavourites([])
}
