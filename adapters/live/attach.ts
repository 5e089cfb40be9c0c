import type http from 'node:http'

import type { Payload } from 'payload'
import { Server, type Socket } from 'socket.io'
import { decodeJwt } from 'jose'

import type { Env } from '@cms/env'
import type { LiveNotifier, SessionListener } from '@cms/domain/live/live-notifier'
import { forgetSession } from '../auth/session-liveness'
import { sessionOfAccessToken } from '../auth/access-tokens'
import { isSessionAlive } from '../auth/refresh-tokens'
import { clientFromToken } from '../auth/caller'
import { STAFF_ROOM, clientRoom, sessionRoom } from './rooms'
import { staffSessionOf } from './staff-socket'
import type { StaffNotifier } from '@cms/domain/live/staff-notifier'

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
    const reply: Ack =
      typeof ack === 'function'
        ? (ack as Ack)
        : (answer) => answer.err && socket.emit('error', answer)
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
 * `message` when staff write to that client or change one of its visit requests. Staff's admin
 * proves itself with its session cookie and receives `staff-notice` when a lead arrives.
 */
export type LiveChannel = {
  /** Sends a notice to one client's room; the start-up code registers it with setLiveNotifier. */
  notify: LiveNotifier
  /** Sends a lead's notice to the signed-in staff; registered with setStaffNotifier. */
  notifyStaff: StaffNotifier
  /** Re-checks a session that may have ended; registered with setSessionListener. */
  sessionChanged: SessionListener
  /** Sockets connected to this instance (signed in as a client or staff): what the metrics read. */
  sockets: () => number
  close: () => Promise<void>
}

export async function attachLiveChannel(
  server: http.Server,
  { payload, env }: LiveDeps,
): Promise<LiveChannel> {
  const io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 10_000,
  })
  let closeRedis: (() => Promise<void>) | undefined
  if (env.REDIS_URL) {
    const { useRedisAdapter } = await import('./redis')
    closeRedis = await useRedisAdapter(io, env.REDIS_URL, (err) =>
      payload.logger.error({ err }, 'live channel: Redis connection error'),
    ).catch(async (err: unknown) => {
      // Several instances without their shared rooms would silently lose notices: refuse to start.
      await io.close()
      throw err
    })
  }

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token
    // A socket without a client's access token may still be staff's admin, signed in by its cookie.
    if (typeof token !== 'string') {
      staffSessionOf(payload, socket).then(
        (expiresAt) => {
          if (expiresAt === undefined) return next(new Error('unauthenticated'))
          socket.data.staff = true
          socket.data.expiresAt = expiresAt
          next()
        },
        () => next(new Error('unauthenticated')),
      )
      return
    }
    clientFromToken(payload, token).then(
      (contact) => {
        if (!contact) return next(new Error('unauthenticated'))
        socket.data.clientId = contact.id
        socket.data.family = sessionOfAccessToken(token)
        socket.data.expiresAt = (decodeJwt(token).exp ?? 0) * 1000
        next()
      },
      () => next(new Error('unauthenticated')),
    )
  })
  io.on('connection', (socket) => {
    if (socket.data.staff === true) {
      // Staff only listen: they join no client's room, and their room is never one a client can ask for.
      void socket.join(STAFF_ROOM)
    } else {
      roomEvents(socket)
      // A socket lives no longer than its token and its session: the client reconnects with a renewed token.
      void socket.join(sessionRoom(socket.data.family as string))
    }
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.min(Math.max(0, (socket.data.expiresAt as number) - Date.now()), 2 ** 31 - 1),
    )
    socket.on('disconnect', () => clearTimeout(expiry))
  })

  return {
    notify: (clientId, notice) => {
      io.to(clientRoom(clientId)).emit('message', notice)
    },
    notifyStaff: (notice) => {
      io.to(STAFF_ROOM).emit('staff-notice', notice)
    },
    // A session may have ended (revoked or deleted): forget its cached check and close its sockets if it did.
    sessionChanged: (family) => {
      forgetSession(family)
      void isSessionAlive(payload, family).then(
        (alive) => {
          if (!alive) io.in(sessionRoom(family)).disconnectSockets(true)
        },
        (err: unknown) =>
          payload.logger.error({ err }, 'live channel: checking an ended session failed'),
      )
    },
    sockets: () => io.of('/').sockets.size,
    close: async () => {
      await io.close()
      await closeRedis?.()
    },
  }
}
