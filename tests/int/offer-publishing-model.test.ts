import { describe, expect, it } from 'vitest'

import type { Offer } from '@cms/payload-types'
import { makeBuilding, makeOffer, makeStaff } from '../helpers/factories'
import { useServer } from '../helpers/server'

/*
 * One publishing model: a new offer is a draft, on no public answer, until it is published; once
 * published it is on the site unless staff take it off; changes saved as a draft stay unseen
 * until they are published. Checked where visitors read: the legacy API and the site's pages.
 */
const running = useServer()

const listed = async (id: number) => {
  const res = await fetch(`${running.url}/web/1.0/offers?lang=fr&limit=1000`)
  const { data } = (await res.json()) as { data: { of_id: number; of_name_fr?: string }[] }
  return data.find((o) => o.of_id === id)
}
const detail = async (slug: string) => {
  const res = await fetch(`${running.url}/web/1.0/offers/${slug}?lang=fr`)
  return { status: res.status, body: await res.text() }
}
const sitePage = async (slug: string) => {
  const res = await fetch(`${running.url}/offers/details/${slug}?lang=fr`, { redirect: 'manual' })
  return { status: res.status, html: await res.text() }
}

describe('the publishing model of an offer', () => {
  it('keeps a new draft off the legacy API and the site, puts it there once published, and hides it again when taken off', async () => {
    const p = running.payload
    const staff = await makeStaff(p, 'editor')
    const building = await makeBuilding(p)
    // As the admin creates it: a draft, with nothing said of the site.
    const draft = (await p.create({
      collection: 'offers',
      locale: 'fr',
      draft: true,
      data: {
        of_name: 'Brouillon jamais publié',
        of_sell: true,
        of_price_sell: 1_750_000,
        building: building.id,
        _status: 'draft',
      } as Offer,
      user: staff,
      overrideAccess: false,
    })) as Offer
    expect(draft._status).toBe('draft')
    const slug = draft.of_slug_fr!
    expect(await listed(draft.id)).toBeUndefined()
    expect((await detail(slug)).status).toBe(404)
    const draftPage = await sitePage(slug)
    expect(draftPage.status).toBe(404)
    expect(draftPage.html).not.toContain('Brouillon jamais publié')

    // Published (the admin's "Publish changes"): on the site, with no box to tick.
    await p.update({
      collection: 'offers',
      id: draft.id,
      locale: 'fr',
      data: { _status: 'published' } as Offer,
      user: staff,
      overrideAccess: false,
    })
    expect((await listed(draft.id))?.of_name_fr).toBe('Brouillon jamais publié')
    expect((await detail(slug)).status).toBe(200)
    expect((await sitePage(slug)).status).toBe(200)

    // Taken off the site: gone from both, though still published.
    await p.update({
      collection: 'offers',
      id: draft.id,
      data: { of_web: false } as Offer,
      user: staff,
      overrideAccess: false,
    })
    expect(await listed(draft.id)).toBeUndefined()
    expect((await detail(slug)).status).toBe(404)
    expect((await sitePage(slug)).status).toBe(404)
  })

  it('shows the published version while newer changes wait as a draft', async () => {
    const p = running.payload
    const staff = await makeStaff(p, 'editor')
    const offer = await makeOffer(p, { of_name: 'Nom publié', of_price_sell: 3_000_000 })
    await p.update({
      collection: 'offers',
      id: offer.id,
      locale: 'fr',
      draft: true,
      data: { of_name: 'Nom du brouillon', of_price_sell: 2_000_000, _status: 'draft' } as Offer,
      user: staff,
      overrideAccess: false,
    })
    const seen = await listed(offer.id)
    expect(seen?.of_name_fr).toBe('Nom publié')
    const api = await detail(offer.of_slug_fr!)
    expect(api.status).toBe(200)
    expect(api.body).toContain('Nom publié')
    expect(api.body).not.toContain('Nom du brouillon')
    const site = await sitePage(offer.of_slug_fr!)
    expect(site.status).toBe(200)
    expect(site.html).toContain('Nom publié')
    expect(site.html).not.toContain('Nom du brouillon')
  })

  it('makes a copy a draft that publishing puts on the site like any new offer', async () => {
    const p = running.payload
    const staff = await makeStaff(p, 'editor')
    const original = await makeOffer(p)
    const copy = await p.duplicate({
      collection: 'offers',
      id: original.id,
      user: staff,
      overrideAccess: false,
    })
    expect(copy).toMatchObject({ _status: 'draft' })
    expect(await listed(copy.id)).toBeUndefined()
    await p.update({
      collection: 'offers',
      id: copy.id,
      data: { _status: 'published' } as Offer,
      user: staff,
      overrideAccess: false,
    })
    expect(await listed(copy.id)).toBeDefined()
  })
})

describe('the reference of an offer', () => {
  it('refuses one another offer has, saying so in the staff member’s language', async () => {
    const p = running.payload
    await makeOffer(p, { of_ref: 'BEL-04242' })
    const error = await makeOffer(p, { of_ref: 'BEL-04242' }).catch((e: unknown) => e)
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data
      ?.errors
    // The admin's language is French unless a staff member chose English.
    expect(errors).toEqual([
      {
        path: 'of_ref',
        label: 'L’offre > Référence',
        message: 'Une autre offre porte déjà la référence BEL-04242 : choisissez-en une autre.',
      },
    ])
  })
})
