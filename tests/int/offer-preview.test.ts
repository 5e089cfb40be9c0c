import { decodeJwt } from 'jose'
import type { PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PREVIEW_TOKEN_TTL_SECONDS, signPreviewToken } from '@cms/domain/auth/preview-tokens'
import { offerLivePreview } from '@cms/schema/collections/Offers/live-preview'
import type { Offer } from '@cms/payload-types'
import { idOf } from '@cms/domain/payload/relation-id'
import { lexicalState, paragraphNode } from '@cms/domain/rich-text/lexical-state'
import { makeBuilding, makeClient, makeOffer, makeStaff, staffSession } from '../helpers/factories'
import { call, request, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

const running = useServer()

const UNSAVED = 'Villa au bord de l’eau — titre non enregistré'
// A staff member signed in as in the admin: preview tokens are made for, and live with, that session.
let staff: Awaited<ReturnType<typeof makeStaff>> & { _sid: string }
let draft: Offer

beforeAll(async () => {
  const session = await staffSession(running.payload, 'editor')
  staff = { ...session.staff, _sid: decodeJwt(session.token).sid as string }
  draft = (await makeOffer(running.payload, {
    _status: 'draft',
    of_sell_uponrequest: true,
    of_price_sell: 7_300_000,
  })) as Offer
})

const staffToken = (offerId = draft.id, ttl?: number) =>
  signPreviewToken(
    running.payload.secret,
    { offerId, userId: staff.id, sessionId: staff._sid },
    ttl,
  )
const preview = (body: unknown, clientToken?: string) =>
  call(running.url, 'POST', '/web/1.0/preview/offer', body, clientToken)

describe('the admin’s live preview address', () => {
  const urlFor = (user: unknown, code = 'en') =>
    (offerLivePreview.url as (args: unknown) => Promise<string | null>)({
      data: { id: draft.id },
      locale: { code },
      req: { user, payload: running.payload, origin: running.url } as unknown as PayloadRequest,
    })

  it('is the site’s preview page in the edited language, with a token for this staff member and offer', async () => {
    const url = new URL((await urlFor(staff, 'it'))!)
    expect(url.pathname).toBe(`/preview/offer/${draft.id}`)
    expect(url.searchParams.get('lang')).toBe('it')
    const answer = await preview({ token: url.searchParams.get('token'), lang: 'it' })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.data.of_id).toBe(draft.id)
  })

  it('is not made for anyone but staff', async () => {
    expect(await urlFor(null)).toBeNull()
    expect(
      await urlFor({ ...(await makeClient(running.payload)), collection: 'contacts' }),
    ).toBeNull()
  })

  it('offers the phone and desktop sizes', () => {
    expect(
      offerLivePreview.breakpoints?.map(({ name, width, height }) => ({ name, width, height })),
    ).toEqual([
      { name: 'phone', width: 375, height: 812 },
      { name: 'desktop', width: 1440, height: 900 },
    ])
  })
})

describe('POST /web/1.0/preview/offer', () => {
  it('refuses a request without a token, with a forged, expired or foreign token, or with a client’s session', async () => {
    const client = await makeClient(running.payload)
    const session = (await signIn(running.url, client.login)).accesstoken
    const forged = await signPreviewToken('not-the-server-secret', {
      offerId: draft.id,
      userId: staff.id,
      sessionId: staff._sid,
    })
    const expired = await staffToken(draft.id, -60)
    for (const [body, clientToken] of [
      [{ lang: 'fr' }, undefined],
      [{ lang: 'fr' }, session],
      [{ token: session, lang: 'fr' }, session],
      [{ token: forged, lang: 'fr' }, undefined],
      [{ token: expired, lang: 'fr' }, undefined],
      [{ token: 'not.a.token', lang: 'fr' }, undefined],
    ] as const) {
      const answer = await preview(body, clientToken)
      expect(answer.status, JSON.stringify(body)).toBe(401)
      expect(answer.body.err?.code).toBe('unauthenticated')
      expect(answer.body.err?.fields).toEqual(['token'])
      expect(JSON.stringify(answer.body)).not.toContain(draft.of_ref)
    }
  })

  it('refuses the token of a staff account that no longer exists', async () => {
    const gone = await makeStaff(running.payload, 'editor')
    const token = await signPreviewToken(running.payload.secret, {
      offerId: draft.id,
      userId: gone.id,
      sessionId: staff._sid,
    })
    await running.payload.delete({ collection: 'users', id: gone.id, overrideAccess: true })
    const answer = await preview({ token, lang: 'fr' })
    expect(answer.status).toBe(403)
    expect(answer.body.err?.code).toBe('forbidden')
  })

  it('says which field is wrong instead of failing', async () => {
    const answer = await preview({
      token: await staffToken(),
      lang: 'fr',
      data: ['not', 'an', 'object'],
    })
    expect(answer.status).toBe(400)
    expect(answer.body.err?.fields).toEqual(['data'])
    // Ids of the wrong kind are never looked up: the saved building and photos stay.
    const odd = await preview({
      token: await staffToken(),
      lang: 'fr',
      data: { building: 'x; DROP', images: ['../etc', -1] },
    })
    expect(odd.status).toBe(200)
    expect(odd.body.data.bu_id?.bu_id).toBe(idOf(draft.building))
    const unknown = await preview({ token: await staffToken(999_999_999), lang: 'fr' })
    expect(unknown.status).toBe(404)
  })

  it('maps the unsaved form of an unpublished offer as the public detail, privately', async () => {
    const building = await makeBuilding(running.payload, { city: 'MENTON' })
    const res = await request(running.url, 'POST', '/web/1.0/preview/offer', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: await staffToken(),
        lang: 'fr',
        data: {
          of_name: UNSAVED,
          of_nbpieces: 4,
          building: building.id,
          of_ref: 'IGNORED-TYPE',
          images: 'not a list',
          of_text: { nested: true },
        },
      }),
    })
    expect(res.status, res.text()).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers['x-robots-tag']).toBe('noindex')
    const { data } = res.json()
    expect(data).toMatchObject({
      of_id: draft.id,
      of_slug_fr: draft.of_slug_fr,
      of_name_fr: UNSAVED,
      of_nbpieces: 4,
      of_sell_uponrequest: true,
      images: [],
    })
    expect(data.bu_id).toMatchObject({ bu_id: building.id, bu_city: 'MENTON' })
    // Built with staff rights, it still hides what visitors never see.
    expect(data.of_price_sell).toBeNull()
    expect(res.text()).not.toContain('7300000')
  })

  it('renders the unsaved rich-text description, sanitised, and never takes HTML from the request', async () => {
    const text = lexicalState([paragraphNode('Vue mer depuis chaque pièce.')])
    const answer = await preview({
      token: await staffToken(),
      lang: 'fr',
      data: { of_text: text, of_text_html: '<script>alert(1)</script>' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data.of_text_fr).toBe('<p>Vue mer depuis chaque pièce.</p>')
    const injected = await preview({
      token: await staffToken(),
      lang: 'fr',
      data: { of_text_html: '<script>alert(1)</script>' },
    })
    expect(JSON.stringify(injected.body)).not.toContain('<script>')
  })

  it('leaves the unpublished offer out of the public list, detail, sitemap and stored draft', async () => {
    await preview({ token: await staffToken(), lang: 'fr', data: { of_name: UNSAVED } })
    const list = await call(running.url, 'GET', '/web/1.0/offers?limit=1000')
    expect(list.body.data.map((o: { of_id: number }) => o.of_id)).not.toContain(draft.id)
    expect((await call(running.url, 'GET', `/web/1.0/offers/${draft.of_slug_fr}`)).status).toBe(404)
    expect((await request(running.url, 'GET', '/sitemap.xml')).text()).not.toContain(
      draft.of_slug_fr!,
    )
    const stored = await running.payload.findByID({
      collection: 'offers',
      id: draft.id,
      draft: true,
      locale: 'fr',
      overrideAccess: true,
    })
    expect(stored.of_name).not.toBe(UNSAVED)
  })
})

describe('the preview page /preview/offer/{id}', () => {
  it('renders the saved draft for the token’s bearer, never kept nor indexed', async () => {
    const res = await request(
      running.url,
      'GET',
      `/preview/offer/${draft.id}?lang=fr&token=${await staffToken()}`,
    )
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers['x-robots-tag']).toBe('noindex')
    expect(res.text()).toContain('Aperçu — non publié')
    expect(res.text()).toContain(draft.of_name!)
    expect(res.text()).toMatch(/<meta name="robots" content="noindex/)
  })

  it('shows nothing of the offer without a valid token', async () => {
    for (const token of [
      '',
      await signPreviewToken('forged', {
        offerId: draft.id,
        userId: staff.id,
        sessionId: staff._sid,
      }),
    ]) {
      const res = await request(
        running.url,
        'GET',
        `/preview/offer/${draft.id}?lang=fr&token=${token}`,
      )
      expect(res.status).toBe(401)
      expect(res.headers['cache-control']).toBe('private, no-store')
      expect(res.text()).not.toContain(draft.of_name!)
    }
  })

  it('is disallowed to crawlers', async () => {
    expect((await request(running.url, 'GET', '/robots.txt')).text()).toContain(
      'Disallow: /preview/',
    )
  })

  it('may be framed by the admin only (same origin)', async () => {
    const res = await request(
      running.url,
      'GET',
      `/preview/offer/${draft.id}?lang=fr&token=${await staffToken()}`,
    )
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
  })
})

it('keeps preview tokens short-lived', () => {
  expect(PREVIEW_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(10 * 60)
})
