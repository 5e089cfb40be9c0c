import { decodeJwt } from 'jose'
import type { PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { signPagesPreviewToken, signPreviewToken } from '@cms/domain/auth/preview-tokens'
import { contentPagesLivePreview } from '@cms/schema/globals/content-pages/live-preview'
import { lexicalState, type LexicalNode, paragraphNode } from '@cms/domain/rich-text/lexical-state'
import { makeClient, makeOffer, type makeStaff, staffSession } from '../helpers/factories'
import { call, request, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

const running = useServer()

const UNSAVED = 'Notre équipe vous reçoit sept jours sur sept — texte non enregistré'
const hostileLink: LexicalNode = {
  type: 'link',
  version: 1,
  format: '',
  indent: 0,
  direction: 'ltr',
  fields: { linkType: 'custom', url: 'javascript:alert(1)', newTab: false },
  children: [
    { type: 'text', text: 'piège', version: 1, format: 0, mode: 'normal', style: '', detail: 0 },
  ],
}
// A staff member signed in as in the admin: preview tokens are made for, and live with, that session.
let staff: Awaited<ReturnType<typeof makeStaff>> & { _sid: string }

beforeAll(async () => {
  const session = await staffSession(running.payload, 'editor')
  staff = { ...session.staff, _sid: decodeJwt(session.token).sid as string }
})

const staffToken = (ttl?: number) =>
  signPagesPreviewToken(running.payload.secret, { userId: staff.id, sessionId: staff._sid }, ttl)
const preview = (body: unknown, clientToken?: string) =>
  call(running.url, 'POST', '/web/1.0/preview/pages', body, clientToken)

describe('the content pages’ live preview', () => {
  const urlFor = (user: unknown, code = 'en') =>
    (contentPagesLivePreview.url as (args: unknown) => Promise<string | null>)({
      data: {},
      locale: { code },
      req: { user, payload: running.payload, origin: running.url } as unknown as PayloadRequest,
    })

  it('opens the site’s preview page in the edited language, for staff only, at the phone and desktop sizes', async () => {
    const url = new URL((await urlFor(staff, 'ru'))!)
    expect(url.pathname).toBe('/preview/pages')
    expect(url.searchParams.get('lang')).toBe('ru')
    expect((await preview({ token: url.searchParams.get('token'), lang: 'ru' })).status).toBe(200)
    expect(await urlFor(null)).toBeNull()
    expect(
      await urlFor({ ...(await makeClient(running.payload)), collection: 'contacts' }),
    ).toBeNull()
    expect(contentPagesLivePreview.breakpoints?.map((b) => b.width)).toEqual([375, 1440])
  })

  it('renders the unsaved text, sanitised, privately, and leaves the public page as saved', async () => {
    const agency = lexicalState([
      paragraphNode(UNSAVED),
      {
        type: 'paragraph',
        version: 1,
        format: '',
        indent: 0,
        direction: 'ltr',
        children: [hostileLink],
      },
    ])
    const res = await request(running.url, 'POST', '/web/1.0/preview/pages', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: await staffToken(), lang: 'fr', data: { agency } }),
    })
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers['x-robots-tag']).toBe('noindex')
    const pages = (JSON.parse(res.text()) as { data: Record<string, string> }).data
    expect(pages.agency).toContain(UNSAVED)
    expect(pages.agency).not.toContain('javascript:')
    // The pages not being edited show their saved text; the legal notice is in French.
    expect(pages.partners).not.toBe('')
    expect(pages.legal).toContain('Éditeur du site')

    const published = await call(running.url, 'GET', '/web/1.0/pages/agency?lang=fr')
    expect(published.body.data.html).not.toContain(UNSAVED)
  })

  it('refuses no token, a forged or expired one, an offer’s preview token and a client’s session', async () => {
    const client = await makeClient(running.payload)
    const session = (await signIn(running.url, client.login)).accesstoken
    const offer = await makeOffer(running.payload)
    const offerToken = await signPreviewToken(running.payload.secret, {
      offerId: offer.id,
      userId: staff.id,
      sessionId: staff._sid,
    })
    for (const [body, as] of [
      [{ lang: 'fr' }, undefined],
      [
        {
          token: await signPagesPreviewToken('not-the-server-secret', {
            userId: staff.id,
            sessionId: staff._sid,
          }),
        },
        undefined,
      ],
      [{ token: await staffToken(-60) }, undefined],
      [{ token: offerToken }, undefined],
      [{ lang: 'fr' }, session],
    ] as const) {
      const res = await preview(body, as)
      expect(res.status, JSON.stringify(body)).toBe(401)
      expect(res.body.err!.fields).toEqual(['token'])
    }
    expect(
      (await preview({ token: await staffToken(), data: 'not an object' })).body.err!.fields,
    ).toEqual(['data'])
  })

  it('serves the preview page to the token’s bearer only, never kept nor indexed', async () => {
    const page = await request(
      running.url,
      'GET',
      `/preview/pages?lang=fr&token=${await staffToken()}`,
    )
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.text()).toContain('Aperçu — non publié')
    expect(page.text()).toContain('Mentions légales')
    const refused = await request(running.url, 'GET', '/preview/pages?lang=fr&token=nope')
    expect(refused.status).toBe(401)
    expect(refused.text()).not.toContain('Éditeur du site')
  })
})
