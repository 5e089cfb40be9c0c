import { describe, expect, it, vi } from 'vitest'

import { useServer } from '../helpers/server'

// One log line per request, as in production; set before the server reads its configuration.
vi.hoisted(() => {
  process.env.REQUEST_LOG = 'on'
})

const running = useServer()

/** Everything the server logged while `run` ran (the logger still writes it), each line's fields and message as JSON. */
async function logged(run: () => Promise<unknown>): Promise<string[]> {
  const { logger } = running.payload
  const spies = [vi.spyOn(logger, 'info'), vi.spyOn(logger, 'warn'), vi.spyOn(logger, 'error')]
  try {
    await run()
    return spies.flatMap((spy) => spy.mock.calls.map((args) => JSON.stringify(args)))
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
}

const SECRET = 'Zq7secretTOKENvalue9'

describe('the request log', () => {
  it('writes the addresses of reset, verification and alert links with their secret replaced', async () => {
    const paths = [
      `/admin/reset/${SECRET}`,
      `/resetpass/12/${SECRET}`,
      `/ResetPass/12/${SECRET}.data`,
      `/verify-email/12/${SECRET}`,
      `/alerts/confirm/${SECRET}`,
      `/alerts/unsubscribe/${SECRET}`,
      `/web/1.0/contacts/verify/12/${SECRET}`,
      `/web/1.0/searches/confirm/${SECRET}`,
      `/web/1.0/searches/unsubscribe/${SECRET}`,
      `/cms-api/users/verify/${SECRET}`,
    ]
    const lines = await logged(async () => {
      for (const p of paths)
        await (await fetch(`${running.url}${p}`, { redirect: 'manual' })).text()
    })
    const requests = lines.filter((l) => l.includes('"request"'))
    expect(requests).toHaveLength(paths.length)
    for (const line of lines) expect(line).not.toContain(SECRET)
    // What the address was stays readable: only its secret part is gone.
    expect(requests.join('\n')).toContain('"path":"/resetpass/12/***"')
    expect(requests.join('\n')).toContain('"path":"/web/1.0/searches/confirm/***"')
    expect(requests.join('\n')).toContain('"path":"/admin/reset/***"')
  })

  it('keeps other addresses whole', async () => {
    const lines = await logged(() => fetch(`${running.url}/web/1.0/offers/12345?lang=en`))
    expect(lines.join('\n')).toContain('"path":"/web/1.0/offers/12345"')
  })

  it('writes a failed API call without its query, where a token may be', async () => {
    const media = 'media'
    const db = running.payload.db as unknown as {
      drizzle: unknown
      execute: (a: { drizzle: unknown; raw: string }) => Promise<unknown>
    }
    const execute = (raw: string) => db.execute({ drizzle: db.drizzle, raw })
    // The images' table gone for a moment: reading a photo fails as a broken database would.
    await execute(`ALTER TABLE ${media} RENAME TO ${media}_away`)
    let status = 0
    const lines = await logged(async () => {
      try {
        const res = await fetch(`${running.url}/api/1.0/images/4242/400/300/cover?token=${SECRET}`)
        status = res.status
        await res.text()
      } finally {
        await execute(`ALTER TABLE ${media}_away RENAME TO ${media}`)
      }
    })
    expect(status).toBe(500)
    const failure = lines.find((l) => l.includes('failed'))
    expect(failure).toContain('GET /api/1.0/images/4242/400/300/cover failed')
    for (const line of lines) expect(line).not.toContain(SECRET)
  })
})
