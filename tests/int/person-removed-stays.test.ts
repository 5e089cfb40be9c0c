import { expect, it } from 'vitest'

import { clientWithRecords } from '../helpers/client-records'
import { staffSession } from '../helpers/factories'
import { call, request, signIn } from '../helpers/http'
import { noMailCooldown } from '../helpers/no-mail-cooldown'
import { useServer } from '../helpers/server'

noMailCooldown()

/**
 * Staff who opened a client's records before the client deleted its account, then saved them,
 * keep their own change (a status, "handled", "read") and never write the client back: the form
 * they send still holds the client, its name and its words.
 */
const running = useServer({ admin: true })

type Kept = 'actions' | 'messages' | 'message-replies' | 'contact-messages' | 'valuation-requests'

it('keeps the person out of a kept record that staff save from a form opened before', async () => {
  const { client, visit, fromAgency, reply, sent, valuation } = await clientWithRecords(
    running.payload,
  )
  const { token } = await staffSession(running.payload, 'editor')
  const staff = { Authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const open = async (collection: Kept, id: number | string) =>
    (
      await request(running.url, 'GET', `/cms-api/${collection}/${id}?depth=0`, {
        headers: staff,
      })
    ).json() as Record<string, unknown>
  const forms = {
    actions: {
      id: visit.id,
      form: await open('actions', visit.id),
      change: { ac_status: 'accepted' },
    },
    messages: {
      id: fromAgency.id,
      form: await open('messages', fromAgency.id),
      change: { read: true },
    },
    'message-replies': {
      id: reply.id,
      form: await open('message-replies', reply.id),
      change: { read_by_staff: true },
    },
    'contact-messages': {
      id: sent.id,
      form: await open('contact-messages', sent.id),
      change: { handled: true },
    },
    'valuation-requests': {
      id: valuation.id,
      form: await open('valuation-requests', valuation.id),
      change: { status: 'handled' },
    },
  } satisfies Record<Kept, unknown>
  expect(forms.actions.form.contact).toBe(client.id)
  expect(forms['contact-messages'].form.email).toMatch(/@/)

  const session = await signIn(running.url, client.login)
  const deleted = await call(
    running.url,
    'POST',
    '/web/1.0/me/delete',
    { co_password: client.password },
    session.accesstoken,
  )
  expect(deleted.status).toBe(200)

  const person = {
    actions: { contact: null, ac_comment: null },
    messages: { contact: null },
    'message-replies': { contact: null, text: null },
    'contact-messages': { firstname: null, name: null, email: null, tel: null, message: null },
    'valuation-requests': {
      firstname: null,
      name: null,
      email: null,
      tel: null,
      message: null,
      address: null,
    },
  } satisfies Record<Kept, unknown>
  for (const [collection, { id, form, change }] of Object.entries(forms)) {
    const saved = await request(running.url, 'PATCH', `/cms-api/${collection}/${id}`, {
      headers: staff,
      body: JSON.stringify({ ...form, ...change }),
    })
    expect(saved.status, collection).toBe(200)
    const stored = await running.payload.findByID({
      collection: collection as Kept,
      id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored, collection).toMatchObject({
      ...change,
      ...person[collection as Kept],
      account_deleted_at: expect.stringMatching(/^\d{4}-/),
    })
  }
})
