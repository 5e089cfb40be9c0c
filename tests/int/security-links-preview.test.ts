import { decodeJwt } from 'jose'
import { createLocalReq, logoutOperation, type PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { offerLivePreview } from '@cms/schema/collections/Offers/live-preview'
import { contentPagesLivePreview } from '@cms/schema/globals/content-pages/live-preview'
import type { Offer } from '@cms/payload-types'
import { makeOffer, STAFF_PASSWORD, makeStaff } from '../helpers/factories'
import { call } from '../helpers/http'
import { useServer } from '../helpers/server'

const running = useServer()

// Figures the agency keeps to itself when a rent is "on request": the rent, and what would reveal it.
const HIDDEN = {
  of_price_rent: 9_100,
  of_rent_sum: 9_200,
  of_rent_sum_year: 110_400,
  of_deposit: 27_300,
  of_rent_charges: 450,
  of_tenant_fees: 3_100,
  of_tenant_inventory_fees: 610,
}

/** A staff member signed in as in the admin: the Payload session the admin's requests carry. */
async function signedInStaff() {
  const staff = await makeStaff(running.payload, 'editor')
  const { token } = await running.payload.login({
    collection: 'users',
    data: { email: staff.email, password: STAFF_PASSWORD },
  })
  const sid = decodeJwt(token!).sid as string
  return { user: { ...staff, _sid: sid }, sid }
}

const previewUrlFor = (config: typeof offerLivePreview, user: unknown, id?: number | string) =>
  (config.url as (args: unknown) => Promise<string | null>)({
    data: { id },
    locale: { code: 'fr' },
    req: { user, payload: running.payload, origin: running.url } as unknown as PayloadRequest,
  })

const tokenOf = (url: string | null) => new URL(url!).searchParams.get('token')!

describe('the admin’s live preview', () => {
  it('neither shows what visitors may not see of a price on request nor outlives the staff member’s sign-out', async () => {
    const offer = (await makeOffer(running.payload, {
      of_sell: false,
      of_rent: true,
      of_rent_uponrequest: true,
      ...HIDDEN,
    })) as Offer
    const { user } = await signedInStaff()
    const token = tokenOf(await previewUrlFor(offerLivePreview, user, offer.id))

    // What the preview shows of a rent on request is what the public detail shows: none of its figures.
    const shown = await call(running.url, 'POST', '/web/1.0/preview/offer', {
      token,
      lang: 'fr',
      data: { of_deposit: 99_999 },
    })
    expect(shown.status, JSON.stringify(shown.body)).toBe(200)
    const publicDetail = await call(
      running.url,
      'GET',
      `/web/1.0/offers/${offer.of_slug_fr}?lang=fr`,
    )
    for (const field of Object.keys(HIDDEN)) {
      expect(publicDetail.body.data[field], field).toBeNull()
      expect(shown.body.data[field], field).toBeNull()
    }
    for (const figure of [...Object.values(HIDDEN), 99_999])
      expect(JSON.stringify(shown.body)).not.toContain(String(figure))

    // A preview token is short-lived: minutes, not an hour.
    const claims = decodeJwt(token)
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(10 * 60)

    // The page open in the panel renews its token while the session lasts.
    const renewed = await call(running.url, 'POST', '/web/1.0/preview/offer/token', { token })
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200)
    expect(renewed.body.data.expires_in).toBeLessThanOrEqual(10 * 60)
    expect(
      (
        await call(running.url, 'POST', '/web/1.0/preview/offer', {
          token: renewed.body.data.token,
          lang: 'fr',
        })
      ).status,
    ).toBe(200)

    // Signed out of the admin: the tokens made in that session are refused, the offer's and the pages', and none is renewed.
    const pagesToken = tokenOf(
      await previewUrlFor(contentPagesLivePreview as unknown as typeof offerLivePreview, user),
    )
    expect(
      (await call(running.url, 'POST', '/web/1.0/preview/pages', { token: pagesToken, lang: 'fr' }))
        .status,
    ).toBe(200)
    const req = await createLocalReq(
      { user: { ...user, collection: 'users' } as never },
      running.payload,
    )
    await logoutOperation({ collection: running.payload.collections.users, req })
    for (const [path, t] of [
      ['/web/1.0/preview/offer', token],
      ['/web/1.0/preview/offer', renewed.body.data.token],
      ['/web/1.0/preview/offer/token', token],
      ['/web/1.0/preview/pages', pagesToken],
      ['/web/1.0/preview/pages/token', pagesToken],
    ]) {
      const refused = await call(running.url, 'POST', path, { token: t, lang: 'fr' })
      expect(refused.status, path).toBe(401)
      expect(refused.body.err?.code).toBe('unauthenticated')
    }
  })
})
