import { beforeAll, describe, expect, it } from 'vitest'
import type { CollectionSlug } from 'payload'

import { loadDashboard } from '@cms/admin/dashboard/load-dashboard'
import { RETENTION_QUEUE, RETENTION_TASK } from '@cms/domain/jobs/retention-task'
import type { ContactMessage, VisitRequest } from '@cms/payload-types'
import { contactForm, sendContactForm } from '../helpers/contact-form'
import { makeAction, makeClient, makeOffer, staffSession } from '../helpers/factories'
import { request } from '../helpers/http'
import { jobRecord, sleep } from '../helpers/jobs-on-demand'
import { useServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

/**
 * The retention job: past the period administrators set, what visitors who never became clients
 * sent (contact messages, visit requests left without a client) loses the person and keeps its
 * date, offer and kind; what clients sent, and anything recent, is left alone.
 */
const running = useServer({ admin: true })
const DAY = 24 * 60 * 60 * 1000
type Id = number | string

const monthsAgo = (months: number) => {
  const d = new Date()
  d.setUTCMonth(d.getUTCMonth() - months)
  return d.toISOString()
}

/** Moves a record's creation into the past, below the Local API (which stamps it itself). */
const createdMonthsAgo = (collection: CollectionSlug, id: Id, months: number) =>
  running.payload.db.updateOne({ collection, id, data: { createdAt: monthsAgo(months) } })

const message = (id: Id) =>
  running.payload.findByID({
    collection: 'contact-messages',
    id,
    depth: 0,
    overrideAccess: true,
  }) as Promise<ContactMessage>
const visit = (id: Id) =>
  running.payload.findByID({
    collection: 'actions',
    id,
    depth: 0,
    overrideAccess: true,
  }) as Promise<VisitRequest>

/** A visitor's message sent through the public contact form, as the site sends it; its id. */
async function visitorMessage(email: string, months: number): Promise<Id> {
  const sent = await sendContactForm(
    running.url,
    contactForm({ email, firstname: 'Vera', name: 'Visiteuse', message: `Message de ${email}` }),
  )
  expect(sent.status).toBe(200)
  const { docs } = await running.payload.find({
    collection: 'contact-messages',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  await createdMonthsAgo('contact-messages', docs[0].id, months)
  return docs[0].id
}

type Outcome = { months: number; contactMessages: number; visitRequests: number }

/** One run of the retention task through the jobs queue, as its schedule queues it; its output. */
async function runRetentionJob(): Promise<Outcome> {
  const job = (await running.payload.jobs.queue({
    task: RETENTION_TASK as never,
    input: {} as never,
    queue: RETENTION_QUEUE,
  })) as unknown as { id: Id }
  for (let i = 0; i < 100; i++) {
    await running.payload.jobs.run({ queue: RETENTION_QUEUE, overrideAccess: true, silent: true })
    const record = await jobRecord(running.payload, job.id)
    expect(record.hasError ?? false).toBe(false)
    if (record.completedAt) {
      const { log } = (await running.payload.findByID({
        collection: 'payload-jobs' as never,
        id: job.id,
        depth: 0,
        overrideAccess: true,
      })) as unknown as { log: { state: string; output: Outcome }[] }
      return log.find((entry) => entry.state === 'succeeded')!.output
    }
    await sleep(50)
  }
  throw new Error('the retention job did not complete')
}

const ids = {} as Record<string, Id>
let admin: Awaited<ReturnType<typeof staffSession>>
let editor: Awaited<ReturnType<typeof staffSession>>
let firstRun: Outcome

beforeAll(async () => {
  const p = running.payload
  admin = await staffSession(p, 'admin')
  editor = await staffSession(p, 'editor')
  ids.oldVisitor = await visitorMessage('vera.old@example.com', 25)
  ids.recentVisitor = await visitorMessage('vera.recent@example.com', 23)
  // Wrote to the agency long ago, then became a client (her account holds the same mailbox).
  ids.becameClient = await visitorMessage('Clara.Cliente@example.com', 30)
  await makeClient(p, { email: 'clara.cliente+site@example.com' })

  const offer = await makeOffer(p)
  const client = await makeClient(p)
  const request = async (months: number, unlinked: boolean) => {
    const made = await makeAction(p, {
      contact: client.id,
      offer: offer.id,
      date_start: '2024-05-01',
      date_end: '2024-05-03',
    })
    await p.update({
      collection: 'actions',
      id: made.id,
      data: { ac_comment: 'Appelez-moi le matin au 06 00 00 00 00' },
      overrideAccess: true,
    })
    // Staff took the client off the request (it was no client's): nobody is linked to it any more.
    if (unlinked)
      await p.update({
        collection: 'actions',
        id: made.id,
        data: { contact: null },
        user: admin.staff,
      })
    await createdMonthsAgo('actions', made.id, months)
    return made.id
  }
  ids.oldUnlinkedVisit = await request(25, true)
  ids.recentUnlinkedVisit = await request(23, true)
  ids.oldClientVisit = await request(36, false)
  ids.offer = offer.id
  firstRun = await runRetentionJob()
})

describe('the retention job', () => {
  it('anonymises an old visitor’s contact message: the date and country stay, the person goes', async () => {
    const before = { createdAt: monthsAgo(25).slice(0, 10) }
    const m = await message(ids.oldVisitor)
    expect(m).toMatchObject({
      firstname: null,
      name: null,
      email: null,
      tel: null,
      message: null,
      country: 'France',
      anonymised_at: expect.stringMatching(/^\d{4}-/),
    })
    expect(m.createdAt.slice(0, 10)).toBe(before.createdAt)
    expect(m.account_deleted_at ?? null).toBeNull()
  })

  it('anonymises an old visit request no client is linked to, keeping its dates, offer and status', async () => {
    const v = await visit(ids.oldUnlinkedVisit)
    expect(v).toMatchObject({
      contact: null,
      ac_comment: null,
      offer: ids.offer,
      date_start: '2024-05-01',
      date_end: '2024-05-03',
      ac_status: 'waiting',
      anonymised_at: expect.stringMatching(/^\d{4}-/),
    })
  })

  it('keeps what is recent and what a client sent', async () => {
    expect(await message(ids.recentVisitor)).toMatchObject({
      email: 'vera.recent@example.com',
      firstname: 'Vera',
      message: 'Message de vera.recent@example.com',
    })
    expect((await message(ids.recentVisitor)).anonymised_at ?? null).toBeNull()
    expect(await message(ids.becameClient)).toMatchObject({
      email: 'Clara.Cliente@example.com',
      name: 'Visiteuse',
    })
    expect((await message(ids.becameClient)).anonymised_at ?? null).toBeNull()
    expect(await visit(ids.recentUnlinkedVisit)).toMatchObject({
      ac_comment: 'Appelez-moi le matin au 06 00 00 00 00',
    })
    const linked = await visit(ids.oldClientVisit)
    expect(linked.contact).not.toBeNull()
    expect(linked.ac_comment).toBe('Appelez-moi le matin au 06 00 00 00 00')
    expect(firstRun).toMatchObject({ months: 24, contactMessages: 1, visitRequests: 1 })
  })

  it('changes nothing when run again', async () => {
    const stamp = async () => [
      (await message(ids.oldVisitor)).updatedAt,
      (await message(ids.becameClient)).updatedAt,
      (await visit(ids.oldUnlinkedVisit)).updatedAt,
      (await message(ids.oldVisitor)).anonymised_at,
    ]
    const before = await stamp()
    expect(await runRetentionJob()).toMatchObject({ contactMessages: 0, visitRequests: 0 })
    expect(await stamp()).toEqual(before)
  })

  it('shows staff that a record was anonymised, and no staff member can write the mark', async () => {
    const res = await request(
      running.url,
      'PATCH',
      `/cms-api/contact-messages/${ids.recentVisitor}`,
      {
        headers: { Authorization: `JWT ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ anonymised_at: new Date().toISOString(), handled: true }),
      },
    )
    expect(res.status).toBe(200)
    expect((await message(ids.recentVisitor)).anonymised_at ?? null).toBeNull()
    const page = await request(
      running.url,
      'GET',
      `/admin/collections/contact-messages/${ids.oldVisitor}`,
      {
        headers: { cookie: `payload-token=${admin.token}`, 'sec-fetch-site': 'same-origin' },
      },
    )
    expect(page.status).toBe(200)
    expect(page.text()).toContain('Anonymisé le')
    expect(page.text()).not.toContain('vera.old@example.com')
  })
})

describe('the retention period', () => {
  const setPeriod = (token: string, value: unknown) =>
    request(running.url, 'POST', '/cms-api/globals/personal-data', {
      headers: { Authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ retention_months: value }),
    })

  it('is 24 months until changed, and public for the legal notice', async () => {
    const res = await request(running.url, 'GET', '/web/1.0/privacy')
    expect(res.status).toBe(200)
    expect(res.json()).toEqual({ err: null, data: { retention_months: 24 } })
  })

  it('is changed by administrators only, to a whole number of months from 1', async () => {
    expect((await setPeriod(editor.token, 22)).status).toBe(403)
    for (const bad of [0, 1.5, -3]) {
      const refused = await setPeriod(admin.token, bad)
      expect(refused.status).toBe(400)
      // The admin's language names the field, as its form shows it.
      expect(refused.json().errors[0].message).toContain('Durée de conservation')
    }
    expect((await setPeriod(admin.token, 22)).status).toBe(200)
    expect((await request(running.url, 'GET', '/web/1.0/privacy')).json().data).toEqual({
      retention_months: 22,
    })
  })

  it('is the one the next run applies', async () => {
    // Set to 22 months above: the 23-month-old message and visit request are now past it.
    expect(await runRetentionJob()).toMatchObject({
      months: 22,
      contactMessages: 1,
      visitRequests: 1,
    })
    expect(await message(ids.recentVisitor)).toMatchObject({ email: null, message: null })
    expect(await visit(ids.recentUnlinkedVisit)).toMatchObject({ ac_comment: null })
    expect((await message(ids.becameClient)).email).toBe('Clara.Cliente@example.com')
  })
})

describe('the dashboard', () => {
  it('counts the records anonymised in the last 30 days and in all, with the period in force', async () => {
    // One anonymised 40 days ago counts in all only.
    await running.payload.db.updateOne({
      collection: 'contact-messages',
      id: ids.oldVisitor,
      data: { anonymised_at: new Date(Date.now() - 40 * DAY).toISOString() },
    })
    const dashboard = await loadDashboard(running.payload, { user: editor.staff, locale: 'fr' })
    expect(dashboard.retention).toMatchObject({ months: 22, lastDays: 3, total: 4 })

    const page = await request(running.url, 'GET', '/admin', {
      headers: { cookie: `payload-token=${editor.token}`, 'sec-fetch-site': 'same-origin' },
    })
    expect(page.status).toBe(200)
    const html = page.text()
    expect(html).toContain('Anonymisés après la durée de conservation')
    expect(html).toMatch(/data-retention="last-days"[^>]*>3</)
    expect(html).toMatch(/data-retention="total"[^>]*>4</)
    expect(html).toMatch(/data-retention="months"[^>]*>22 mois</)
  })
})
