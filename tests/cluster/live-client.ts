import { io, type Socket } from 'socket.io-client'

/**
 * A signed-in client's live channel through the proxy, as the site opens it: HTTP polling first,
 * then a websocket, with the proxy's cookie kept (a browser keeps it), reconnecting when its
 * instance goes, and joining its room after every connection.
 */
export function liveClient(proxyUrl: string, token: string, clientId: number) {
  const heard: unknown[] = []
  let joins = 0
  const socket: Socket = io(proxyUrl, {
    path: '/socket.io',
    auth: { token },
    withCredentials: true,
    forceNew: true,
    reconnectionDelay: 250,
    reconnectionDelayMax: 1000,
  })
  socket.on('connect', () => {
    socket.emit('join', { co_id: clientId }, (answer: { err: unknown }) => {
      if (!answer?.err) joins += 1
    })
  })
  socket.on('message', (m: unknown) => heard.push(m))
  return {
    socket,
    heard,
    /** How many times the socket (re)connected and joined its room. */
    joins: () => joins,
    /**
     * The instance the proxy pins this connection to (`app<n>`), from the cookie it set. Node has no
     * browser cookie store: engine.io's client keeps its own jar, read here.
     */
    instance: (): string | undefined => {
      const jar = (
        socket.io.engine as unknown as {
          _cookieJar?: { cookies: Iterable<[string, { value: string }]> }
        }
      )._cookieJar
      for (const [name, cookie] of jar?.cookies ?? []) if (name === 'LIVE') return cookie.value
      return undefined
    },
    close: () => socket.disconnect(),
  }
}

/** Polls `check` every 50 ms until it holds, for `ms` at most; answers whether it did. */
export async function within(ms: number, check: () => boolean | Promise<boolean>) {
  const until = Date.now() + ms
  for (;;) {
    if (await check()) return true
    if (Date.now() > until) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
