import { io, type Socket } from 'socket.io-client'

/**
 * A socket on the live channel of a running server, as the site opens it (websocket only), that
 * never reconnects: a refused or closed socket stays so, for the test to see. `headers` go with the
 * handshake (a staff session's cookie, the page's origin), as a browser would send them.
 */
export function liveSocket(
  baseUrl: string,
  token?: string,
  headers: Record<string, string> = {},
): Socket {
  return io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  })
}

/** Resolves once the socket is connected; rejects with the server's refusal of the handshake. */
export const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
