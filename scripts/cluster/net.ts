import net from 'node:net'

/** A port nobody listens on right now (the OS picks it). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until `port` accepts connections; `alive` says whether the process behind it still runs. */
export async function portOpen(port: number, ms: number, alive: () => boolean = () => true) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (!alive()) throw new Error(`the process meant to listen on ${port} exited`)
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)))
      s.once('error', () => resolve(false))
    })
    if (ok) return
    await sleep(100)
  }
  throw new Error(`nothing listened on port ${port} within ${ms / 1000} s`)
}

/** Waits until GET `url` answers 200. */
export async function answers200(url: string, ms: number, alive: () => boolean = () => true) {
  const until = Date.now() + ms
  let last = 'no answer'
  while (Date.now() < until) {
    if (!alive()) throw new Error(`the process behind ${url} exited (${last})`)
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) })
      await res.arrayBuffer()
      if (res.status === 200) return
      last = `status ${res.status}`
    } catch (err) {
      last = (err as Error).message
    }
    await sleep(250)
  }
  throw new Error(`${url} did not answer 200 within ${ms / 1000} s (${last})`)
}
