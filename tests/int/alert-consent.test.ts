import { beforeAll, describe, expect, it } from 'vitest'

import type { SavedSearch } from '@cms/payload-types'
import { solveCaptcha } from '../helpers/captcha'
import { makeClient, staffSession } from '../helpers/factories'
import { request, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

/**
 * An alert subscription keeps when and from where the visitor agreed, as the server saw it: its
 * clock, the channel and the site's page it was sent from, never what the body claims. Staff read
 * it in the admin, and the client finds it in its data export.
 */
const running = useServer({ admin: true })
type Id = number | string

let client: Awaited<ReturnType<typeof makeClient>>
let token: string
let staff: Awaited<ReturnType<typeof staffSession>>

const FORGED = {
  consent_at: '2001-01-01T00:00:00.000Z',
  consent_source: 'admin: signed paper form',
}

/** POST /web/1.0/searches as the site's alert form sends it, from the page `referer`. */
const subscribe = async (
  body: Record<string, unknown>,
  { referer, token }: { referer?: string; token?: string } = {},
) =>
  request(running.url, 'POST', '/web/1.0/searches', {
    headers: {
      'content-type': 'application/json',
      ...(referer ? { referer } : {}),
      ...(token ? { 'x-access-token': token } : {}),
    },
    body: JSON.stringify(body),
  })

const stored = (id: Id) =>
  running.payload.findByID({
    collection: 'saved-searches',
    id,
    depth: 0,
    overrideAccess: true,
  }) as Promise<SavedSearch>

const within = (iso: string | null | undefined, from: number, to: number) => {
  const t = Date.parse(iso ?? '')
  return t >= from - 1000 && t <= to + 1000
}

beforeAll(async () => {
  client = await makeClient(running.payload, { co_email_verified: true })
  token = (await signIn(running.url, client.login)).accesstoken
  staff = await staffSession(running.payload, 'editor')
})

describe('the consent of an alert subscription', () => {
  let accountSearch: Id
  let emailSearch: Id

  it('records when and from which page a signed-in client subscribed, whatever the body says', async () => {
    const from = Date.now()
    const res = await subscribe(
      { filter: { sale: 'true', monaco: 'true' }, frequency: 'daily', lang: 'fr', ...FORGED },
      { referer: `${running.url}/offers/sales/monaco?budgetmax=2000000#alert`, token },
    )
    expect(res.status, res.text()).toBe(200)
    accountSearch = res.json().data.id
    const search = await stored(accountSearch)
    expect(within(search.consent_at, from, Date.now())).toBe(true)
    expect(search.consent_source).toBe('site: /offers/sales/monaco alert form, signed-in client')
  })

  it('records the e-mail channel of a visitor, and no page when the form was not sent from the site', async () => {
    const from = Date.now()
    const res = await subscribe(
      {
        filter: { rent: 'true' },
        frequency: 'weekly',
        lang: 'en',
        email: client.email,
        altcha: await solveCaptcha(running.url),
        ...FORGED,
      },
      { referer: 'https://elsewhere.example/offers/rents' },
    )
    expect(res.status, res.text()).toBe(200)
    emailSearch = res.json().data.id
    const search = await stored(emailSearch)
    expect(within(search.consent_at, from, Date.now())).toBe(true)
    expect(search.consent_source).toBe('site: alert form, e-mail address (double opt-in)')
  })

  it('is shown to staff, who cannot change it', async () => {
    const auth = { Authorization: `JWT ${staff.token}`, 'content-type': 'application/json' }
    const read = await request(running.url, 'GET', `/cms-api/saved-searches/${accountSearch}`, {
      headers: auth,
    })
    expect(read.json()).toMatchObject({
      consent_source: 'site: /offers/sales/monaco alert form, signed-in client',
      consent_at: expect.stringMatching(/^\d{4}-/),
    })
    const before = await stored(accountSearch)
    await request(running.url, 'PATCH', `/cms-api/saved-searches/${accountSearch}`, {
      headers: auth,
      body: JSON.stringify(FORGED),
    })
    const after = await stored(accountSearch)
    expect([after.consent_at, after.consent_source]).toEqual([
      before.consent_at,
      before.consent_source,
    ])
    const page = await request(
      running.url,
      'GET',
      `/admin/collections/saved-searches/${accountSearch}`,
      { headers: { cookie: `payload-token=${staff.token}`, 'sec-fetch-site': 'same-origin' } },
    )
    expect(page.status).toBe(200)
    expect(page.text()).toContain('Consentement donné depuis')
    expect(page.text()).toContain('site: /offers/sales/monaco alert form, signed-in client')
  })

  it('is in the client’s data export; a search saved before it was recorded has none', async () => {
    const older = await running.payload.create({
      collection: 'saved-searches',
      data: {
        client: client.id,
        filter: { sale: 'true' },
        frequency: 'weekly',
        lang: 'fr',
        confirmed: true,
        sent_offers: [],
      },
      overrideAccess: true,
    })
    const res = await request(running.url, 'GET', '/web/1.0/me/export?format=json', {
      headers: { 'x-access-token': token },
    })
    expect(res.status).toBe(200)
    const searches = res.json().saved_searches as Record<string, unknown>[]
    const byId = (id: Id) => searches.find((s) => String(s.id) === String(id))
    expect(byId(accountSearch)).toMatchObject({
      consent_by: 'account',
      consented_at: (await stored(accountSearch)).consent_at,
      consent_source: 'site: /offers/sales/monaco alert form, signed-in client',
    })
    expect(byId(emailSearch)).toMatchObject({
      consent_by: 'email',
      consent_source: 'site: alert form, e-mail address (double opt-in)',
    })
    expect(byId(older.id)).toMatchObject({ consented_at: null, consent_source: null })
  })
})
