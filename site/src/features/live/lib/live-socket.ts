import { io, type Socket } from 'socket.io-client'

import { getAccessToken } from '../../../lib/session'
import { renewSession } from '../../../api/auto-sign-in'

export type LiveConnection = { close: () => void }

/** Refused handshakes (expired token) retried after renewing the session, at most this many times in a row. */
const MAX_REFUSED_RETRIES = 3

/**
 * Opens the live channel for one client: same origin, authenticated by the access token (read at
 * each (re)connection, so a renewed token is used), joined to the client's room after every
 * connection. Closing leaves the room before disconnecting.
 */
export function connectLive(coId: number | string, onMessage: () => void): LiveConnection {
  const socket: Socket = io({
    path: '/socket.io',
    auth: (cb) => cb({ token: getAccessToken() ?? '' }),
  })
  let refused = 0
  let closed = false
  socket.on('connect', () => {
    refused = 0
    socket.emit('join', { co_id: coId }, (answer: { err: { message: string } | null }) => {
      if (answer?.err) console.warn('Live channel refused the room:', answer.err.message)
    })
  })
  socket.on('message', onMessage)
  socket.on('connect_error', (error) => {
    console.warn('Live channel unavailable:', error.message)
    // socket.io retries network failures itself, but not a handshake the server refused:
    // the access token expired, so renew it and try again.
    if (socket.active || refused >= MAX_REFUSED_RETRIES) return
    refused += 1
    void renewSession({ force: true }).then((ok) => ok && !closed && socket.connect())
  })
  socket.on('disconnect', (reason) => {
    // The server closes a socket when its token expires or its session ends: renew, then come back (or stay signed out).
    if (reason !== 'io server disconnect' || closed) return
    void renewSession({ force: true }).then((ok) => ok && !closed && socket.connect())
  })
  return {
    close: () => {
      closed = true
      if (socket.connected) socket.emit('unjoin', { co_id: coId })
      socket.off('message', onMessage)
      socket.disconnect()
    },
  }
}
