import { createAdapter } from '@socket.io/redis-adapter'
import { createClient } from 'redis'
import type { Server } from 'socket.io'

/**
 * With several app instances, socket.io's Redis adapter relays each room emit to every instance,
 * so a notice raised where staff saved reaches the instance holding the client's socket.
 */
export async function useRedisAdapter(
  io: Server,
  url: string,
  log: (err: unknown) => void,
): Promise<() => Promise<void>> {
  const pub = createClient({ url })
  const sub = pub.duplicate()
  // The clients reconnect by themselves; an unhandled 'error' event would end the process meanwhile.
  pub.on('error', log)
  sub.on('error', log)
  await Promise.all([pub.connect(), sub.connect()])
  io.adapter(createAdapter(pub, sub))
  return async () => {
    await Promise.allSettled([sub.quit(), pub.quit()])
  }
}
