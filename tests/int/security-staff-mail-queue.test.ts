import fs from 'node:fs'

import { expect, it, vi } from 'vitest'

import { env } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import { removeFinishedMailContent } from '@cms/domain/mail/mail-content'
import { MAIL_QUEUE } from '@cms/domain/mail/send-mail'
import { queueClientMail } from '@cms/domain/mail/client-mail'
import { makeClient, staffSession } from '../helpers/factories'
import { call, request } from '../helpers/http'
import { useServer } from '../helpers/server'

vi.hoisted(() => {
  process.env.RATE_LIMIT_SCALE = '100'
  // A mail whose first try fails is given up at once (set before any module reads the configuration).
  process.env.MAIL_RETRY_ATTEMPTS = '0'
})

const running = useServer({ admin: true })

type Job = {
  id: number | string
  input: Record<string, unknown>
  completedAt?: string | null
  hasError?: boolean | null
}

/** Every stored mail job as the database returns it, its log of attempts included. */
const storedMailJobs = async () =>
  (
    await running.payload.find({
      collection: 'payload-jobs' as never,
      where: { taskSlug: { equals: 'sendMail' } },
      overrideAccess: true,
      depth: 0,
      limit: 0,
      sort: 'createdAt',
    })
  ).docs as unknown as Job[]

it('keeps no mailed secret in the mail queue, and lets no editor read, rewrite or resend a queued mail', async () => {
  // A password link, mailed: the queue keeps who, what and when, not the link.
  const client = await makeClient(running.payload)
  expect(
    (await call(running.url, 'POST', '/api/1.0/signin/forgetpassword', { co_login: client.login }))
      .status,
  ).toBe(200)
  const mailed = readOutbox(env().outboxDir)
    .filter((m) => m.to === client.email)
    .at(-1)!
  const challenge = /\/resetpass\/[^/\s]+\/([\w-]+)/.exec(mailed.text)![1]
  const [sent] = (await storedMailJobs()).filter((j) => j.input.to === client.email)
  expect(sent).toMatchObject({
    input: { to: client.email, subject: mailed.subject },
    hasError: false,
  })
  expect(sent.completedAt).toBeTruthy()
  expect(JSON.stringify(sent)).not.toContain(challenge)

  // A mail given up (the outbox cannot be written: a file stands where its folder should be) loses its secrets too.
  const outbox = env().outboxDir
  fs.renameSync(outbox, `${outbox}.aside`)
  fs.writeFileSync(outbox, '')
  const token = 'unsubscribe-token-0123456789'
  const given = client.email.replace('@', '+given-up@')
  try {
    await expect(
      queueClientMail(
        running.payload,
        { email: given, co_email_verified: true },
        {
          subject: 'Alert',
          text: `Stop: /u/${token}`,
          html: `<a href="/u/${token}">Stop</a>`,
          headers: { 'List-Unsubscribe': `</u/${token}>` },
        },
        { verifies: false },
      ),
    ).rejects.toThrow()
  } finally {
    fs.rmSync(outbox)
    fs.renameSync(`${outbox}.aside`, outbox)
  }
  const [gaveUp] = (await storedMailJobs()).filter((j) => j.input.to === given)
  expect(gaveUp).toMatchObject({ input: { to: given, subject: 'Alert' }, hasError: true })
  expect(JSON.stringify(gaveUp)).not.toContain(token)

  // A mail sent before the queue removed content itself loses it when the installation is upgraded.
  // Due tomorrow, so the queue's runner leaves it alone until it is marked sent.
  const input = { to: 'old@example.com', subject: 'Old', text: `Code ${token}-old` }
  const old = (await running.payload.jobs.queue({
    task: 'sendMail' as never,
    input: input as never,
    queue: MAIL_QUEUE,
    waitUntil: new Date(Date.now() + 86_400_000),
  })) as { id: number | string }
  await running.payload.db.updateOne({
    collection: 'payload-jobs',
    id: old.id,
    data: { completedAt: new Date().toISOString() },
  })
  expect(await removeFinishedMailContent(running.payload, env().AGENCY_EMAIL)).toBe(1)
  const [upgraded] = (await storedMailJobs()).filter((j) => j.input.to === 'old@example.com')
  expect(upgraded.input.subject).toBe('Old')
  expect(JSON.stringify(upgraded)).not.toContain(`${token}-old`)

  // An editor neither reads, nor rewrites, nor sends again a queued mail.
  const editor = await staffSession(running.payload, 'editor')
  const asEditor = { Authorization: `JWT ${editor.token}`, 'content-type': 'application/json' }
  expect(
    (await request(running.url, 'GET', '/cms-api/payload-jobs', { headers: asEditor })).status,
  ).toBe(403)
  expect(
    (await request(running.url, 'GET', `/cms-api/payload-jobs/${sent.id}`, { headers: asEditor }))
      .status,
  ).toBe(403)
  const rewrite = await request(running.url, 'PATCH', `/cms-api/payload-jobs/${sent.id}`, {
    headers: asEditor,
    body: JSON.stringify({ input: { ...sent.input, to: 'attacker@example.com' }, resend: true }),
  })
  expect(rewrite.status).toBe(403)
  expect(
    (await storedMailJobs()).filter((j) => j.input.to === 'attacker@example.com'),
  ).toHaveLength(0)

  // An administrator still reads who got what, and whether it left.
  const admin = await staffSession(running.payload, 'admin')
  const read = await request(running.url, 'GET', `/cms-api/payload-jobs/${sent.id}?depth=0`, {
    headers: { Authorization: `JWT ${admin.token}` },
  })
  expect(read.status).toBe(200)
  expect(read.json()).toMatchObject({
    input: { to: client.email, subject: mailed.subject },
    hasError: false,
    completedAt: sent.completedAt,
  })
})
