import { afterAll, expect, it } from 'vitest'

import type { RunningServer } from '../../adapters/server'
import type { ContactMessage } from '@cms/payload-types'
import { contactForm, sendContactForm } from '../helpers/contact-form'
import { bootServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

/**
 * A server told to stop right after answering a visitor's message finishes what it does after
 * the answer (trying the agency's mail and recording how it went) before it closes: a stop in the
 * middle would leave a mail that left marked as not sent, to be sent again by the queue.
 */
let running: RunningServer | undefined
afterAll(async () => {
  await running?.close()
})

it('finishes trying a message’s mail before it closes', async () => {
  running = await bootServer()
  const { payload } = running
  const db = payload.db
  const updateOne = db.updateOne.bind(db)
  // Recording the mail's outcome takes a while, as on a busy database.
  db.updateOne = (async (args: Parameters<typeof updateOne>[0]) => {
    const data = args.data as Partial<ContactMessage>
    if (args.collection === 'contact-messages' && data.mail_status === 'sent')
      await new Promise((resolve) => setTimeout(resolve, 500))
    return updateOne(args)
  }) as typeof db.updateOne
  try {
    const email = 'paul.closing@example.com'
    const sent = await sendContactForm(running.url, contactForm({ email }))
    expect(sent.status).toBe(200)
    await running.close()

    const stored = (await payload.db.findOne({
      collection: 'contact-messages',
      where: { email: { equals: email } },
    })) as ContactMessage | null
    expect(stored?.mail_status).toBe('sent')
  } finally {
    db.updateOne = updateOne
  }
})
