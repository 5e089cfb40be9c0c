import { describe, expect, it } from 'vitest'

import { makeOffer, staffSession } from '../helpers/factories'
import { useServer } from '../helpers/server'

/** The offer list's "Publier sur le site" / "Retirer du site" send this request (offer-list-tools.tsx). */
const running = useServer({ admin: true })

const bulk = (token: string, ids: number[], data: object) =>
  fetch(
    `${running.url}/cms-api/offers?${new URLSearchParams([...ids.map((id, i) => [`where[id][in][${i}]`, String(id)]), ['depth', '0']])}`,
    {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify(data),
    },
  )

describe("the offer list's bulk web publishing, through Payload's REST API", () => {
  it('publishes the selection on the web, removes it, and reports the offers the rules refuse', async () => {
    const p = running.payload
    const { token } = await staffSession(p, 'editor')
    const a = await makeOffer(p, { _status: 'draft', of_web: false })
    const b = await makeOffer(p, { _status: 'draft', of_web: false, of_price_sell: null })

    await p.updateGlobal({ slug: 'publishing-rules', data: { requirePrice: true } })
    const refused = (await (
      await bulk(token, [a.id, b.id], { _status: 'published', of_web: true })
    ).json()) as { docs: { id: number }[]; errors: { id: number; message: string }[] }
    expect(refused.docs.map((d) => d.id)).toEqual([a.id])
    expect(refused.errors.map((e) => e.id)).toEqual([b.id])
    await p.updateGlobal({ slug: 'publishing-rules', data: { requirePrice: false } })

    const published = await bulk(token, [a.id, b.id], { _status: 'published', of_web: true })
    expect(published.status).toBe(200)
    const pub = await p.find({
      collection: 'offers',
      where: { id: { in: [a.id, b.id] } },
      overrideAccess: false,
    })
    expect(pub.totalDocs).toBe(2)

    expect((await bulk(token, [a.id, b.id], { of_web: false })).status).toBe(200)
    expect(
      (
        await p.find({
          collection: 'offers',
          where: { id: { in: [a.id, b.id] } },
          overrideAccess: false,
        })
      ).totalDocs,
    ).toBe(0)
  })
})
