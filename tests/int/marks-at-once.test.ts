import { expect, it, vi } from 'vitest'

import { anonymiseContactMessages } from '@cms/domain/client-data/anonymise'
import type { ContactMessage } from '@cms/payload-types'
import { contactForm, sendContactForm } from '../helpers/contact-form'
import { useServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

/**
 * A mark the server writes on its own (the outcome of a contact message's mail) and a change made
 * at the same moment (the message emptied of its sender) both stay: the mark, written after the
 * emptying from what was read before it, never puts the sender back.
 */
const running = useServer()

it('records a mail’s outcome without undoing an anonymisation made meanwhile', async () => {
  const { payload } = running
  const db = payload.db
  const updateOne = db.updateOne.bind(db)
  let reached!: () => void
  const atWrite = new Promise<void>((resolve) => (reached = resolve))
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  let written: Promise<unknown> | undefined
  // The outcome's write waits, once, until the message has been emptied.
  db.updateOne = ((args: Parameters<typeof updateOne>[0]) => {
    const data = args.data as Partial<ContactMessage>
    if (written || args.collection !== 'contact-messages' || data.mail_status !== 'sent')
      return updateOne(args)
    reached()
    written = gate.then(() => updateOne(args))
    return written
  }) as typeof db.updateOne
  try {
    const email = 'vera.atonce@example.com'
    const sent = await sendContactForm(running.url, contactForm({ email, firstname: 'Vera' }))
    expect(sent.status).toBe(200)
    await atWrite
    const { docs } = await payload.find({
      collection: 'contact-messages',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    const id = docs[0].id
    const mark = { anonymised_at: new Date().toISOString() }
    expect(await anonymiseContactMessages(payload, { id: { equals: id } }, mark)).toBe(1)
    open()
    await written

    // Staff see the outcome once the queue has recorded the attempt.
    const read = () =>
      payload.findByID({
        collection: 'contact-messages',
        id,
        depth: 0,
        overrideAccess: true,
      }) as Promise<ContactMessage>
    await vi.waitFor(async () => expect((await read()).mail_status).toBe('sent'), {
      timeout: 10_000,
    })
    expect(await read()).toMatchObject({
      email: null,
      firstname: null,
      message: null,
      anonymised_at: mark.anonymised_at,
    })
  } finally {
    db.updateOne = updateOne
    open()
  }
})
