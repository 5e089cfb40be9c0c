import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { bannerText } from '../../adapters/start/banner'
import { startServer, type RunningServer } from '../../adapters/server'
import { env, loadEnv } from '@cms/env'
import { DEMO_CLIENT, DEMO_STAFF } from '@cms/seed/demo-accounts'
import { seedClients, seedStaff } from '@cms/seed/seed-accounts'
import { isDemoInstance, refuseDemoPasswordsInProduction } from '@cms/domain/start/start-policy'

// A production start as a deployment makes it: nothing asks for the demo data.
vi.hoisted(() => {
  ;(process.env as Record<string, string>).NODE_ENV = 'production'
  process.env.SEED_ON_START = 'auto'
  process.env.ADMIN_EMAIL = 'owner@agency.example'
  process.env.ADMIN_PASSWORD = 'A-long-owner-password-2026'
})

let running: RunningServer
beforeAll(async () => {
  running = await startServer({ admin: false, port: 0 })
})
afterAll(async () => {
  await running?.close()
})

describe('a production start', () => {
  it('loads no demo data and creates the first staff account from ADMIN_EMAIL', async () => {
    const { payload } = running
    expect((await payload.count({ collection: 'offers', overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'contacts', overrideAccess: true })).totalDocs).toBe(
      0,
    )
    const staff = await payload.find({ collection: 'users', overrideAccess: true })
    expect(staff.docs.map((u) => [u.email, u.role])).toEqual([['owner@agency.example', 'admin']])
    await expect(
      payload.login({
        collection: 'users',
        data: { email: 'owner@agency.example', password: 'A-long-owner-password-2026' },
      }),
    ).resolves.toMatchObject({ token: expect.any(String) })
  })

  it('prints no demo log-in', () => {
    const text = bannerText(running.url, env(), 1000)
    expect(text).not.toContain(DEMO_STAFF.password)
    expect(text).not.toContain(DEMO_CLIENT.password)
    expect(text).toContain('owner@agency.example')
    const dev = bannerText(running.url, loadEnv({ ...process.env, NODE_ENV: 'development' }), 1000)
    expect(dev).toContain(DEMO_STAFF.password)
  })

  it('refuses to go on while a demo account keeps its published password, and names it', async () => {
    const { payload } = running
    await seedStaff(payload)
    await seedClients(payload)
    await expect(refuseDemoPasswordsInProduction(payload, env())).rejects.toThrow(
      /admin@belsunce\.mc[\s\S]*client@example\.com/,
    )
    // A failed check must not lock anybody out: the demo admin still signs in.
    await expect(
      payload.login({
        collection: 'users',
        data: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
      }),
    ).resolves.toBeTruthy()
    for (const collection of ['users', 'contacts'] as const) {
      const { docs } = await payload.find({
        collection,
        overrideAccess: true,
        limit: 0,
        pagination: false,
      })
      for (const doc of docs)
        await payload.update({
          collection,
          id: doc.id,
          data: { password: `Changed-${doc.id}-Password-2026` },
          overrideAccess: true,
        })
    }
    await expect(refuseDemoPasswordsInProduction(payload, env())).resolves.toBeUndefined()
  })

  it('is a demo instance only when asked with SEED_ON_START=demo', () => {
    const base = { ...process.env }
    expect(
      isDemoInstance(loadEnv({ ...base, NODE_ENV: 'production', SEED_ON_START: 'auto' })),
    ).toBe(false)
    expect(
      isDemoInstance(loadEnv({ ...base, NODE_ENV: 'production', SEED_ON_START: 'true' })),
    ).toBe(false)
    expect(
      isDemoInstance(loadEnv({ ...base, NODE_ENV: 'production', SEED_ON_START: 'demo' })),
    ).toBe(true)
    expect(
      isDemoInstance(loadEnv({ ...base, NODE_ENV: 'development', SEED_ON_START: 'auto' })),
    ).toBe(true)
    expect(
      isDemoInstance(loadEnv({ ...base, NODE_ENV: 'development', SEED_ON_START: 'false' })),
    ).toBe(false)
  })
})
