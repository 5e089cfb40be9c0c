import { beforeAll, describe, expect, it } from 'vitest'

import { fromAccountIds, mergeFavourites, toAccountIds } from '../../site/src/lib/favourites-merge'
import { makeClient, makeOffer } from '../helpers/factories'
import { call, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

/**
 * Favourites kept in the account, as the site keeps them: at sign-in, the account's list (in the
 * sign-in answer's preferences) and the browser's are merged, and the merged list is sent back
 * with PUT /web/1.0/me, the other preferences as they were read. Two devices of one client and a
 * second client, against the real API.
 */
const running = useServer()
let ids: string[]
let client: { login: string }
let other: { login: string }

beforeAll(async () => {
  ids = []
  // One after the other: each offer's factory makes its building and country if missing.
  for (let i = 0; i < 3; i++) ids.push(String((await makeOffer(running.payload)).id))
  client = await makeClient(running.payload)
  other = await makeClient(running.payload)
})

/** What a browser does at sign-in: merge, then send back what changed; returns the list it shows. */
async function signInWith(login: string, browser: string[], base: string[]) {
  const session = await signIn(running.url, login)
  const preferences = session.preferences
  const account = fromAccountIds(preferences.favories) ?? []
  const merged = mergeFavourites(account, browser, base)
  if (merged.join() === account.join()) return { merged, preferences }
  const put = await call(
    running.url,
    'PUT',
    '/web/1.0/me',
    { co_preferences: { ...preferences, favories: toAccountIds(merged) } },
    session.accesstoken,
  )
  expect(put.status).toBe(200)
  return { merged: fromAccountIds(put.body.preferences.favories) ?? [], preferences }
}

describe('favourites in the account', () => {
  it('joins a visitor’s favourites at sign-in, shows them on a second device, and keeps a removal there', async () => {
    // A phone, before signing in: two favourites; the account has none yet.
    const phone = await signInWith(client.login, [ids[0]!, ids[1]!], [])
    expect(phone.merged).toEqual([ids[0], ids[1]])

    // A laptop never used with this account, with a favourite of its own: both lists join.
    const laptop = await signInWith(client.login, [ids[2]!], [])
    expect(laptop.merged).toEqual([ids[0], ids[1], ids[2]])

    // On the phone, the first one is removed after it last agreed with the account ([0, 1]).
    const again = await signInWith(client.login, [ids[1]!], [ids[0]!, ids[1]!])
    expect(again.merged).toEqual([ids[1], ids[2]])

    // Stored as numbers in the account's preferences, the language kept beside them.
    const stored = await running.payload.find({
      collection: 'contacts',
      where: { username: { equals: client.login } },
      depth: 0,
      overrideAccess: true,
    })
    const prefs = stored.docs[0]!.co_preferences as Record<string, unknown>
    expect(prefs.favories).toEqual([Number(ids[1]), Number(ids[2])])

    // Another client's account has none of them.
    const theirs = await signIn(running.url, other.login)
    expect(fromAccountIds(theirs.preferences.favories) ?? []).toEqual([])
  })
})
