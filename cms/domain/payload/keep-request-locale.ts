import type { PayloadRequest } from 'payload'

/**
 * A Local API call given the save's `req` (to run in its transaction) takes over the request's
 * locale: a hook reading another language would switch the save itself to that language. The
 * request's locale and fallback are put back once the read is done.
 */
export async function keepRequestLocale<T>(
  req: PayloadRequest,
  read: () => Promise<T>,
): Promise<T> {
  const { locale, fallbackLocale } = req
  try {
    return await read()
  } finally {
    Object.assign(req, { locale, fallbackLocale })
  }
}
