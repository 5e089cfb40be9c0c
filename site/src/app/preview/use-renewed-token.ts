import { useEffect, useRef } from 'react'

/** Well within the token's ten minutes: a late or failed renewal is tried again before it expires. */
const RENEW_EVERY_MS = 3 * 60_000

/**
 * The preview token of a page open in the admin's panel, kept fresh: every few minutes it is
 * exchanged at `${path}/token` for a new one (same offer or pages, same staff session), so staff
 * may edit as long as they like while the token itself stays short-lived. Once the admin session
 * has ended the exchange is refused and the page keeps the old token, which then stops working.
 * Answers a getter, read at each request, so renewing never restarts the live preview.
 */
export function useRenewedToken(path: string, initial: string): () => string {
  const current = useRef(initial)
  useEffect(() => {
    current.current = initial
    const timer = setInterval(() => {
      void fetch(`${path}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ token: current.current }),
      })
        .then((res) => (res.ok ? (res.json() as Promise<{ data?: { token?: unknown } }>) : null))
        .then((answer) => {
          if (typeof answer?.data?.token === 'string') current.current = answer.data.token
        })
        .catch(() => undefined)
    }, RENEW_EVERY_MS)
    return () => clearInterval(timer)
  }, [path, initial])
  return useRef(() => current.current).current
}
