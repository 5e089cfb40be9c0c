import net from 'node:net'

import { describe, expect, it, vi } from 'vitest'

import { useServer } from '../helpers/server'

// Short limits, so that the test waits seconds rather than the production quarter of a minute (set before the configuration is read).
vi.hoisted(() => {
  process.env.HEADERS_TIMEOUT_S = '1'
  process.env.REQUEST_TIMEOUT_S = '2'
})

const running = useServer()

/** Opens a connection, writes `first`, then trickles `drip` every 300 ms; resolves with when and how the server ended it (or 'open' after 10 s). */
function trickle(first: string, drip: string): Promise<{ after: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now()
    const socket = net.connect(running.port, '127.0.0.1', () => socket.write(first))
    let answer = ''
    const timer = setInterval(() => socket.writable && socket.write(drip), 300)
    const done = (what: string) => {
      clearInterval(timer)
      clearTimeout(giveUp)
      socket.destroy()
      resolve({ after: Date.now() - started, answer: what })
    }
    const giveUp = setTimeout(() => done('open'), 10_000)
    socket.on('data', (d) => (answer += d.toString()))
    socket.on('close', () => done(answer || 'closed'))
    socket.on('error', () => done(answer || 'closed'))
  })
}

describe('slow clients', () => {
  it('a client that never finishes its headers is cut off', async () => {
    const { answer } = await trickle(
      'GET /contact HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: 1\r\n',
    )
    expect(answer).not.toBe('open')
    expect(answer === 'closed' || answer.startsWith('HTTP/1.1 408')).toBe(true)
  })

  it('a client that trickles its body is cut off', async () => {
    const head =
      'POST /web/1.0/contactus HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"a":"'
    const { answer } = await trickle(head, 'x')
    expect(answer).not.toBe('open')
  })

  it('an ordinary request is answered as before', async () => {
    const res = await fetch(`${running.url}/web/1.0/trads`)
    expect(res.status).toBe(200)
  })
})
