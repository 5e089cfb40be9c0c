import net from 'node:net'

import { afterAll, beforeAll, expect, it } from 'vitest'

import type { RunningServer } from '../../adapters/server'
import { queueMailJob } from '@cms/domain/mail/send-mail'
import { CONTENT_REMOVED } from '@cms/domain/mail/mail-content'
import type { ContactMessage } from '@cms/payload-types'
import { contactForm, sendContactForm } from '../helpers/contact-form'

type Job = {
  id: number | string
  completedAt?: string | null
  hasError?: boolean | null
  totalTried?: number | null
  input: { to: string; subject: string; text?: string; html?: string | null }
  log?: { state: string }[] | null
}

let running: RunningServer
let port: number
let smtp: net.Server | undefined
const received: { from: string; to: string[]; data: string }[] = []

/** Just enough SMTP for nodemailer: greeting, EHLO, MAIL, RCPT, DATA, QUIT. */
function startSmtp(onPort: number): Promise<net.Server> {
  const server = net.createServer((socket) => {
    let buffer = ''
    let inData = false
    let mail = { from: '', to: [] as string[], data: '' }
    socket.write('220 test ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let i: number
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i)
        buffer = buffer.slice(i + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            received.push(mail)
            mail = { from: '', to: [], data: '' }
            socket.write('250 OK queued\r\n')
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`
          continue
        }
        const cmd = line.slice(0, 4).toUpperCase()
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250 test\r\n')
        else if (cmd === 'MAIL') {
          mail.from = line
          socket.write('250 OK\r\n')
        } else if (cmd === 'RCPT') {
          mail.to.push(line)
          socket.write('250 OK\r\n')
        } else if (cmd === 'DATA') {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (cmd === 'QUIT') socket.end('221 bye\r\n')
        else if (cmd === 'RSET' || cmd === 'NOOP') socket.write('250 OK\r\n')
        else socket.write('502 not implemented\r\n')
      }
    })
    socket.on('error', () => {})
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(onPort, '127.0.0.1', () => resolve(server))
  })
}

async function freePort(): Promise<number> {
  const s = net.createServer()
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
  const p = (s.address() as net.AddressInfo).port
  await new Promise((r) => s.close(r))
  return p
}

async function until<T>(what: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms
  let v = await what()
  while (!ok(v)) {
    if (Date.now() > end)
      throw new Error(`timed out; last value: ${JSON.stringify(v)?.slice(0, 500)}`)
    await new Promise((r) => setTimeout(r, 100))
    v = await what()
  }
  return v
}

beforeAll(async () => {
  // SMTP on a local port where nothing listens yet; the queue tries every second, retries after 0.3 s, 0.6 s, …
  port = await freePort()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  process.env.MAIL_QUEUE_CRON = '* * * * * *'
  process.env.MAIL_RETRY_DELAY_MS = '300'
  process.env.MAIL_RETRY_ATTEMPTS = '6'
  const { bootServer } = await import('../helpers/server')
  running = await bootServer()
})
afterAll(async () => {
  await running?.close()
  await new Promise((r) => (smtp ? smtp.close(r) : r(undefined)))
})

// The mail jobs only: the search alerts' schedule queues jobs of its own when the clock passes their time.
const jobs = async () =>
  (
    await running.payload.find({
      collection: 'payload-jobs' as never,
      where: { taskSlug: { equals: 'sendMail' } },
      overrideAccess: true,
      depth: 0,
      sort: 'createdAt',
    })
  ).docs as unknown as Job[]
// The agency's mails only: the visitor's acknowledgement of a contact message is queued beside them.
const agencyJobs = async () => (await jobs()).filter((j) => j.input.to === 'contact@belsunce.mc')
const toAgency = () => received.filter((m) => /contact@belsunce\.mc/.test(m.to.join()))
const contactMessage = async () =>
  (await running.payload.find({ collection: 'contact-messages', overrideAccess: true }))
    .docs[0] as ContactMessage

it('stores the contact message, retries its mail while SMTP is down, and sends it once SMTP is back', async () => {
  const form = contactForm({ name: 'Queue' })
  const res = await sendContactForm(running.url, form)
  expect(res.status).toBe(200)

  // The message is stored first and shows the failed try, to be tried again.
  const failed = await until(contactMessage, (d) => d?.mail_status === 'retrying')
  expect(failed).toMatchObject(form)
  expect(failed.mail_error).toMatch(/ECONNREFUSED|connect/i)

  // The queue keeps trying while the server is down.
  const retried = await until(
    agencyJobs,
    (js) => (js[0]?.log ?? []).filter((l) => l.state === 'failed').length >= 2,
  )
  expect(retried).toHaveLength(1)
  expect(retried[0]).toMatchObject({
    input: { to: 'contact@belsunce.mc', subject: 'Message du site de Jean Queue' },
    hasError: false,
  })
  expect(retried[0].completedAt ?? null).toBeNull()
  expect(received).toHaveLength(0)

  // SMTP comes back: the next retry delivers it and the message shows it.
  smtp = await startSmtp(port)
  await until(
    async () => toAgency().length,
    (n) => n >= 1,
  )
  expect(toAgency()[0].data).toMatch(/Subject: Message du site de Jean Queue/)
  expect(toAgency()[0].data).toMatch(/Rappelez-moi/)
  const sent = await until(contactMessage, (d) => d.mail_status === 'sent')
  expect(sent.mail_error ?? null).toBeNull()
  const done = await until(agencyJobs, (js) => Boolean(js[0]?.completedAt))
  expect(done[0].hasError).toBe(false)
  expect(toAgency()).toHaveLength(1)
  // The visitor's acknowledgement left too, once.
  await until(
    async () => received.filter((m) => /jean@example\.com/.test(m.to.join())).length,
    (n) => n >= 1,
  )
  expect(received).toHaveLength(2)
})

it('keeps only who got what once a mail left, so a sent mail cannot be sent again', async () => {
  const [job] = await agencyJobs()
  expect(job.input).toMatchObject({
    to: 'contact@belsunce.mc',
    subject: 'Message du site de Jean Queue',
    text: CONTENT_REMOVED.sent,
    html: null,
  })
  expect(JSON.stringify(job)).not.toMatch(/Rappelez-moi/)
  await expect(
    running.payload.update({
      collection: 'payload-jobs' as never,
      id: job.id,
      data: { resend: true } as never,
      overrideAccess: true,
    }),
  ).rejects.toThrow(/cannot be sent again/)
  expect(await agencyJobs()).toHaveLength(1)
})

it('lets an administrator send again a mail to the agency that was given up', async () => {
  const given = (await queueMailJob(running.payload, {
    to: 'contact@belsunce.mc',
    subject: 'Abandonné',
    text: 'Texte du message',
  })) as { id: number | string }
  // Given up, and due later, so the queue's runner leaves it alone.
  await running.payload.db.updateOne({
    collection: 'payload-jobs',
    id: given.id,
    data: { hasError: true, waitUntil: new Date(Date.now() + 86_400_000).toISOString() },
  })
  const before = toAgency().length
  await running.payload.update({
    collection: 'payload-jobs' as never,
    id: given.id,
    data: { resend: true } as never,
    overrideAccess: true,
  })
  await until(
    async () => toAgency().length,
    (n) => n > before,
  )
  expect(toAgency().at(-1)!.data).toMatch(/Subject: =?[^\n]*Abandonn/)
  expect(toAgency().at(-1)!.data).toMatch(/Texte du message/)
  const all = await agencyJobs()
  expect(all).toHaveLength(3)
  expect(all.find((j) => j.id === given.id)).toMatchObject({ resend: false })
})
