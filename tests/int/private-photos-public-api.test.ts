import { describe, expect, it } from 'vitest'

import { uploadPhoto } from '../helpers/catalogue'
import { makeOffer } from '../helpers/factories'
import { request } from '../helpers/http'
import { useServer } from '../helpers/server'

const running = useServer()

type Listed = { data: { of_id: number | string; images: { fi_id: number | string }[] }[] }
type Detail = { data: { images: { fi_id: number | string }[] } }

const detail = async (slug: string) =>
  (await request(running.url, 'GET', `/web/1.0/offers/${slug}?lang=fr`)).json<Detail>().data
const listed = async (id: number | string) =>
  (await request(running.url, 'GET', '/web/1.0/offers?lang=fr&limit=1000'))
    .json<Listed>()
    .data.find((o) => String(o.of_id) === String(id))

/** The ids of an answer's photos, as strings. */
const ids = (images: { fi_id: number | string }[] | undefined) =>
  (images ?? []).map((i) => String(i.fi_id))

describe('a photo staff keep private', () => {
  it('is never named to a visitor: not in the detail nor in the list, and leaves them once made private', async () => {
    const { payload } = running
    const shown = await uploadPhoto(payload, 'salon')
    const kept = await uploadPhoto(payload, 'plan-cadastral', { private: true })
    const later = await uploadPhoto(payload, 'terrasse')
    const offer = await makeOffer(payload, { images: [shown.id, kept.id, later.id] })
    const slug = offer.of_slug_fr!

    expect(ids((await detail(slug)).images)).toEqual([String(shown.id), String(later.id)])
    expect(ids((await listed(offer.id))?.images)).toEqual([String(shown.id), String(later.id)])

    // Made private after the answers were kept: it leaves them at once.
    await payload.update({
      collection: 'media',
      id: later.id,
      data: { private: true },
      overrideAccess: true,
    })
    expect(ids((await detail(slug)).images)).toEqual([String(shown.id)])
    expect(ids((await listed(offer.id))?.images)).toEqual([String(shown.id)])
  })
})
