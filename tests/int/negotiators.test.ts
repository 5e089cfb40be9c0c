import { beforeAll, describe, expect, it } from 'vitest'
import type { Negotiator } from '@contract/negotiator'

import { env } from '@cms/env'
import type { Offer } from '@cms/payload-types'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import { makeBuilding, makeClient, makeOffer, makeStaff } from '../helpers/factories'
import { call, request, signIn } from '../helpers/http'
import { pdfText } from '../helpers/pdf-text'
import { useServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

/** Each offer names who answers for it: its negotiator, told of its visit requests, or the agency. */
const running = useServer()

const NEGOTIATOR = {
  name: 'Camille Rossi',
  languages: ['fr', 'en', 'it'] as ('fr' | 'en' | 'it')[],
  phone: '+377 97 97 00 11',
  mobile: '+33 6 12 34 56 11',
  whatsapp: '+33 6 12 34 56 11',
  email: 'camille.rossi@example.com',
}

let negotiatorId: number
let client: { token: string; email: string }
beforeAll(async () => {
  const n = await running.payload.create({
    collection: 'negotiators',
    data: NEGOTIATOR,
    overrideAccess: true,
  })
  negotiatorId = n.id
  const c = await makeClient(running.payload, { co_firstname: 'Anna', co_name: 'Petrova' })
  client = { token: (await signIn(running.url, c.login)).accesstoken, email: c.email }
})

const detail = async (slug: string) =>
  (
    await call<{ data: { of_negotiator: Negotiator } }>(
      running.url,
      'GET',
      `/web/1.0/offers/${slug}`,
    )
  ).body.data.of_negotiator

const askVisit = (slug: string, comment: string) =>
  call(
    running.url,
    'POST',
    '/web/1.0/ask',
    { offer: slug, date_start: '2027-10-01', date_end: '2027-10-09', ac_comment: comment },
    client.token,
  )

async function leadMail(marker: string) {
  for (let i = 0; i < 100; i++) {
    const found = readOutbox(env().outboxDir).find(
      (m) => /^Nouvelle demande de visite/.test(m.subject) && m.text.includes(marker),
    )
    if (found) return found
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no lead mail holding ${marker}`)
}

async function mailTo(address: string, holding: string) {
  for (let i = 0; i < 100; i++) {
    const found = readOutbox(env().outboxDir).find(
      (m) => m.to === address && m.text.includes(holding),
    )
    if (found) return found
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no mail to ${address} holding ${holding}`)
}

describe('the negotiator of an offer', () => {
  it('is on the offer’s detail, with languages, numbers and e-mail', async () => {
    const offer = await makeOffer(running.payload, { negotiator: negotiatorId })
    expect(await detail(offer.of_slug_fr!)).toEqual({
      ne_id: negotiatorId,
      ne_name: 'Camille Rossi',
      ne_photo: null,
      ne_languages: ['fr', 'en', 'it'],
      ne_phone: '+377 97 97 00 11',
      ne_mobile: '+33 6 12 34 56 11',
      ne_whatsapp: '+33 6 12 34 56 11',
      ne_email: 'camille.rossi@example.com',
    })
  })

  it('is on the offer’s print sheet, beside the agency', async () => {
    const offer = await makeOffer(running.payload, { negotiator: negotiatorId })
    const res = await request(
      running.url,
      'GET',
      `/api/1.0/offers/${offer.id}/print?type=complete&lang=fr&d=1`,
    )
    expect(res.status).toBe(200)
    // The sheet sets its separators apart with wider spaces.
    const text = pdfText(res.bytes)
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/ +· +/g, ' · ')
    expect(text).toContain(
      'VOTRE INTERLOCUTEUR\nCamille Rossi\n+377 97 97 00 11 · camille.rossi@example.com',
    )
    expect(text).toContain('Votre interlocuteur — Camille Rossi')
    expect(text).toContain(
      '+377 97 97 00 11 · WhatsApp +33 6 12 34 56 11 · camille.rossi@example.com',
    )
    expect(text).toContain(env().AGENCY_PHONE)
  })

  it('is the agency’s main line when staff named none', async () => {
    const offer = await makeOffer(running.payload)
    expect(await detail(offer.of_slug_fr!)).toEqual({
      ne_id: null,
      ne_name: env().AGENCY_NAME,
      ne_photo: null,
      ne_languages: [],
      ne_phone: env().AGENCY_PHONE,
      ne_mobile: '',
      ne_whatsapp: '',
      ne_email: env().AGENCY_EMAIL,
    })
  })

  it('shows a change of the negotiator’s numbers on the next read of the offer', async () => {
    const other = await running.payload.create({
      collection: 'negotiators',
      data: { ...NEGOTIATOR, name: 'Hugo Martin', email: 'hugo.martin@example.com' },
      overrideAccess: true,
    })
    const offer = await makeOffer(running.payload, { negotiator: other.id })
    expect((await detail(offer.of_slug_fr!)).ne_phone).toBe('+377 97 97 00 11')
    await running.payload.update({
      collection: 'negotiators',
      id: other.id,
      data: { phone: '+377 97 97 00 99' },
      overrideAccess: true,
    })
    expect((await detail(offer.of_slug_fr!)).ne_phone).toBe('+377 97 97 00 99')
  })

  it('gets the offer’s visit requests, the agency in copy; without one the agency gets them', async () => {
    const withNegotiator = await makeOffer(running.payload, { negotiator: negotiatorId })
    expect((await askVisit(withNegotiator.of_slug_fr!, 'Le matin, lead-n1')).status).toBe(200)
    const mailed = await leadMail('lead-n1')
    expect(mailed.to).toBe('camille.rossi@example.com')
    expect(mailed.cc).toBe(env().AGENCY_EMAIL)
    expect(mailed.text).toContain('Négociateur : Camille Rossi')

    // The visitor's acknowledgement names who answers, with their direct line.
    const acknowledged = await mailTo(client.email, withNegotiator.of_ref)
    expect(acknowledged.text).toContain('Camille Rossi')
    expect(acknowledged.text).toContain('+377 97 97 00 11')

    const withoutNegotiator = await makeOffer(running.payload)
    expect((await askVisit(withoutNegotiator.of_slug_fr!, 'Le soir, lead-n2')).status).toBe(200)
    const agencyOnly = await leadMail('lead-n2')
    expect(agencyOnly.to).toBe(env().AGENCY_EMAIL)
    expect(agencyOnly.cc).toBe('')
  })

  it('may be deleted while offers name it: they fall back to the agency’s line', async () => {
    const leaving = await running.payload.create({
      collection: 'negotiators',
      data: { ...NEGOTIATOR, name: 'Leaving', email: 'leaving@example.com' },
      overrideAccess: true,
    })
    const offer = await makeOffer(running.payload, { negotiator: leaving.id })
    await running.payload.delete({
      collection: 'negotiators',
      id: leaving.id,
      overrideAccess: true,
    })
    expect((await detail(offer.of_slug_fr!)).ne_id).toBeNull()
  })

  it('refuses a phone number that is not one, naming the field', async () => {
    await expect(
      running.payload.create({
        collection: 'negotiators',
        data: { name: 'X', email: 'x@example.com', whatsapp: 'call me' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: 'whatsapp' })] } })
  })

  it('is, on a new offer, the negotiator the staff member creating it is, unless another is chosen', async () => {
    const p = running.payload
    const staff = await makeStaff(p, 'editor')
    const linked = await p.update({
      collection: 'users',
      id: staff.id,
      data: { negotiator: negotiatorId },
      overrideAccess: true,
    })
    const building = await makeBuilding(p)
    const mine = await p.create({
      collection: 'offers',
      locale: 'fr',
      draft: true,
      data: { of_name: 'Offre de Camille', building: building.id, _status: 'draft' } as Offer,
      user: linked,
      overrideAccess: false,
    })
    expect(mine.negotiator).toMatchObject({ id: negotiatorId })
    // Staff not linked to a negotiator leave it empty: the agency's main line answers.
    const unlinked = await makeStaff(p, 'editor')
    const plain = await p.create({
      collection: 'offers',
      locale: 'fr',
      draft: true,
      data: { of_name: 'Offre de l’agence', building: building.id, _status: 'draft' } as Offer,
      user: unlinked,
      overrideAccess: false,
    })
    expect(plain.negotiator ?? null).toBeNull()
  })
})
