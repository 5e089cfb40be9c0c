/**
 * The favourites a browser and an account agree on. `base` is what both last held (nothing for a
 * browser that never synced this account): what the browser added or removed since is applied to
 * the account's list, so a removal on one device is not undone by another device's old copy, and
 * an anonymous visitor's favourites join the account at sign-in.
 */
export function mergeFavourites(
  account: readonly string[],
  browser: readonly string[],
  base: readonly string[],
): string[] {
  const removed = new Set(base.filter((id) => !browser.includes(id)))
  const added = browser.filter((id) => !base.includes(id))
  return [...new Set([...account.filter((id) => !removed.has(id)), ...added])]
}

/** Favourite ids as an account's preferences keep them (`favories`): numbers where they are numbers. */
export function toAccountIds(ids: readonly string[]): (string | number)[] {
  return ids.map((id) => (/^\d{1,15}$/.test(id) ? Number(id) : id))
}

/** The `favories` of an account's preferences as the site's ids (anything else is no list). */
export function fromAccountIds(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null
  return value
    .filter((id) => typeof id === 'number' || (typeof id === 'string' && id !== ''))
    .map(String)
}
