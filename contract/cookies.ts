/** The cookie that tells the server which language to render; the site mirrors the visitor's stored choice in it. */
export const LANGUAGE_COOKIE = 'belsunce_lang'

/** The cookie notice's acceptance (`ok`), kept 100 days; the server renders the notice only without it. */
export const COOKIE_NOTICE = 'belsunce_allertcookie'

/** One cookie's value from a Cookie header (or `document.cookie`). */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='))
      } catch {
        return null
      }
    }
  }
  return null
}
