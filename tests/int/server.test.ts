import { beforeAll, describe, expect, it } from 'vitest'

import { makeOffer, makeStaff, STAFF_PASSWORD } from '../helpers/factories'
import { useServer } from '../helpers/server'

/** The real server on a free port: Payload admin through Next, Payload REST, legacy mounts and the site. */
const running = useServer({ admin: true })
beforeAll(async () => {
  await makeStaff(running.payload)
  await makeOffer(running.payload, { of_name: 'Appartement témoin' })
})

const get = (path: string, init?: RequestInit) => fetch(`${running.url}${path}`, init)

describe('one server on one port', () => {
  it('serves the Payload admin login page at /admin', async () => {
    // Signed out, /admin sends the browser on to /admin/login (a redirect streamed by Next).
    const admin = await get('/admin')
    expect(admin.status).toBe(200)
    expect(await admin.text()).toContain('/admin/login')
    const login = await get('/admin/login')
    expect(login.status).toBe(200)
    const html = await login.text()
    expect(html).toContain('<html')
    // French unless the staff member chose English (Payload's payload-lng cookie).
    expect(html).toContain('Se connecter  · Belsunce back office')
    expect(html).toMatch(/<html[^>]*lang="fr"/)
    const english = await get('/admin/login', { headers: { cookie: 'payload-lng=en' } })
    expect(await english.text()).toContain('Login  · Belsunce back office')
  })

  it("serves Payload's own REST API under /cms-api, to staff only", async () => {
    expect((await get('/cms-api/offers?limit=5&locale=fr')).status).toBe(401)
    const [email] = (await running.payload.find({ collection: 'users', limit: 1 })).docs.map(
      (u) => u.email,
    )
    const { token } = await running.payload.login({
      collection: 'users',
      data: { email, password: STAFF_PASSWORD },
    })
    // Payload's REST falls back to the default locale only; the legacy API does the full fallback.
    const res = await get('/cms-api/offers?limit=5&locale=fr', {
      headers: { Authorization: `JWT ${token}` },
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { docs: Array<{ of_name: string }> }
    expect(body.docs.map((d) => d.of_name)).toContain('Appartement témoin')
  })

  it('lets staff sign in through Payload and see drafts', async () => {
    const draft = await makeOffer(running.payload, {
      of_name: 'Offre en préparation',
      _status: 'draft',
    })
    const [email] = (await running.payload.find({ collection: 'users', limit: 1 })).docs.map(
      (u) => u.email,
    )
    const login = await get('/cms-api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: STAFF_PASSWORD }),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const anon = await get(`/cms-api/offers?draft=true&where[id][equals]=${draft.id}`)
    const staff = (await (
      await get(`/cms-api/offers?draft=true&where[id][equals]=${draft.id}`, {
        headers: { Authorization: `JWT ${token}` },
      })
    ).json()) as { docs: unknown[] }
    expect([anon.status, staff.docs.length]).toEqual([401, 1])
  })

  it('renders the pages of the site on the server, each with its own content and the script that hydrates it', async () => {
    for (const [path, heading] of [
      ['/', 'Exceptional homes, personal service'],
      ['/contact', 'Contact us'],
      ['/agence', 'The agency'],
    ]) {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/text\/html/)
      const html = await res.text()
      expect(html).toMatch(new RegExp(`<h1 class="[^"]*">${heading}</h1>`))
      expect(html).toMatch(/import\("\/assets\/entry\.client-[^"]+\.js"\)/)
    }
  })

  it('answers unknown legacy API paths with a JSON 404', async () => {
    for (const path of ['/web/1.0/nothing-here', '/api/1.0/nothing/here']) {
      const res = await get(path)
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ err: { code: 'not_found' } })
    }
  })

  it('answers malformed JSON with 400 invalid_input, without internals', async () => {
    const res = await get('/web/1.0/nothing', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    })
    expect(res.status).toBe(400)
    const text = await res.text()
    expect(JSON.parse(text)).toMatchObject({ err: { code: 'invalid_input' } })
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/)
  })

  it('sends security headers and hides the framework', async () => {
    const res = await get('/')
    expect(res.headers.get('x-powered-by')).toBeNull()
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
