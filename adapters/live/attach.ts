import type http from 'node:http'

import type { Payload } from 'payload'
import { Server, type Socket } from 'socket.io'

import type { Env } from '../../cms/env'
import type { LiveNotifier } from '../../cms/live-notifier'
import { clientFromToken } from '../http/caller'
import { clientRoom } from './rooms'

type LiveDeps = { payload: Payload; env: Env }
type Ack = (answer: { err: null } | { err: { code: string; message: string } }) => void

const forbidden = { code: 'forbidden', message: 'You may only join your own room' }

/** `{ co_id }` from a join/unjoin event, as a string (ids are numbers on SQLite, strings on MongoDB). */
const requestedId = (body: unknown): string | undefined => {
  const id = (body as { co_id?: unknown } | null)?.co_id
  return typeof id === 'number' || typeof id === 'string' ? String(id) : undefined
}

function roomEvents(socket: Socket): void {
  const own = String(socket.data.clientId)
  const handle = (event: 'join' | 'unjoin') => (body: unknown, ack?: unknown) => {
    const reply: Ack = typeof ack === 'function' ? (ack as Ack) : (answer) => answer.err && socket.emit('error', answer)
    if (requestedId(body) !== own) {
      reply({ err: forbidden })
      return
    }
    if (event === 'join') void socket.join(clientRoom(own))
    else void socket.leave(clientRoom(own))
    reply({ err: null })
  }
  socket.on('join', handle('join'))
  socket.on('unjoin', handle('unjoin'))
}

/**
 * The live channel: socket.io on the site's own server (path /socket.io). A socket proves who it
 * is with its access token at the handshake, may join only its own client's room, and receives
 * `message` when staff write to that client or change one of its visit requests.
 */
export type LiveChannel = {
  /** Sends a notice to one client's room; the start-up code registers it with setLiveNotifier. */
  notify: LiveNotifier
  close: () => Promise<void>
}

export async function attachLiveChannel(server: http.Server, { payload, env }: LiveDeps): Promise<LiveChannel> {
  const io = new Server(server, { path: '/socket.io', serveClient: false, maxHttpBufferSize: 10_000 })
  let closeRedis: (() => Promise<void>) | undefined
  if (env.REDIS_URL) {
    const { useRedisAdapter } = await import('./redis')
    closeRedis = await useRedisAdapter(io, env.REDIS_URL, (err) => payload.logger.error({ err }, 'live channel: Redis connection error')).catch(
      async (err: unknown) => {
        // Several instances without their shared rooms would silently lose notices: refuse to start.
        await io.close()
        throw err
      },
    )
  }

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token
    clientFromToken(payload, typeof token === 'string' ? token : undefined).then(
      (contact) => {
        if (!contact) return next(new Error('unauthenticated'))
        socket.data.clientId = contact.id
        next()
      },
      () => next(new Error('unauthenticated')),
    )
  })
  io.on('connection', roomEvents)

  return {
    notify: (clientId, notice) => {
      io.to(clientRoom(clientId)).emit('message', notice)
    },
    close: async () => {
      await io.close()
      await closeRedis?.()
    },
  }
}
