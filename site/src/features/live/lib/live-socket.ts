import { io, type Socket } from 'socket.io-client'

import { getAccessToken } from '../../../lib/session'

export type LiveConnection = { close: () => void }

/**
 * Opens the live channel for one client: same origin, authenticated by the access token (read at
 * each (re)connection, so a renewed token is used), joined to the client's room after every
 * connection. Closing leaves the room before disconnecting.
 */
export function connectLive(coId: number | string, onMessage: () => void): LiveConnection {
  const socket: Socket = io({ path: '/socket.io', auth: (cb) => cb({ token: getAccessToken() ?? '' }) })
  socket.on('connect', () =>
    socket.emit('join', { co_id: coId }, (answer: { err: { message: string } | null }) => {
      if (answer?.err) console.warn('Live channel refused the room:', answer.err.message)
    }),
  )
  socket.on('message', onMessage)
  socket.on('connect_error', (error) => console.warn('Live channel unavailable:', error.message))
  return {
    close: () => {
      if (socket.connected) socket.emit('unjoin', { co_id: coId })
      socket.off('message', onMessage)
      socket.disconnect()
    },
  }
}
