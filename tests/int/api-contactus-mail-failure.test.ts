import { afterAll, beforeAll, expect, it } from 'vitest'

import type { RunningServer } from '../../adapters/server'
import type { ContactMessage } from '@cms/payload-types'
import { contactForm, sendContactForm } from '../helpers/contact-form'

let running: RunningServer

beforeAll(async () => {
  // A real transport that fails: SMTP pointed at a closed local port. Static imports run before
  // this file's body, so the server (which reads the configuration once) is loaded only now.
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = '1'
  const { bootServer } = await import('../helpers/server')
  running = await bootServer()
})
afterAll(async () => {
  await running?.close()
})

it('keeps the message and records the failure when the mail cannot be sent', async () => {
  const form = contactForm()
  const res = await sendContactForm(running.url, form)
  expect(res.status).toBe(200)
  expect(res.body.data.success).toBe(true)
  let doc: ContactMessage | undefined
  // The failed try shows with its error; the queue tries again later (its status is the queue's).
  for (let i = 0; i < 200 && doc?.mail_status !== 'retrying'; i++) {
    await new Promise((r) => setTimeout(r, 50))
    doc = (await running.payload.find({ collection: 'contact-messages', overrideAccess: true }))
      .docs[0] as ContactMessage
  }
  expect(doc).toMatchObject({ ...form, mail_status: 'retrying' })
  expect(doc!.mail_error).toMatch(/ECONNREFUSED|connect/i)
})
