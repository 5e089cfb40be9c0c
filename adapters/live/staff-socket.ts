import type { Payload } from 'payload'
import type { Socket } from 'socket.io'
import { decodeJwt } from 'jose'
import { cookieValue } from '@contract/cookies'

/** Staff's admin cookie, sent by the browser with the same-origin socket handshake. */
const STAFF_COOKIE = 'payload-token'

/**
 * Whether a socket's handshake carries a valid staff session. Payload's own auth reads the cookie,
 * verifies its signature and expiry, and honours it only from an origin the configuration allows
 * (its CSRF list), so another site cannot open a staff socket with a visitor's cookie. Answers the
 * session's expiry (ms) when it does.
 */
export async function staffSessionOf(
  payload: Payload,
  socket: Socket,
): Promise<number | undefined> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(socket.handshake.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) headers.set(name, value.join(', '))
  }
  const token = cookieValue(headers.get('cookie') ?? undefined, STAFF_COOKIE)
  if (!token) return undefined
  const { user } = await payload.auth({ headers })
  if (user?.collection !== 'users') return undefined
  return (decodeJwt(token).exp ?? 0) * 1000
}
