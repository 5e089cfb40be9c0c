import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Transport } from 'nodemailer'

export type OutboxMail = {
  id: string
  date: string
  from: string
  to: string
  cc: string
  replyTo: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

const addr = (v: unknown): string => {
  if (!v) return ''
  if (Array.isArray(v)) return v.map(addr).join(', ')
  if (typeof v === 'object') return String((v as { address?: string }).address ?? '')
  return String(v)
}

/** Extra headers as nodemailer was given them (an object, or a list of key/value pairs). */
const headersOf = (h: unknown): Record<string, string> => {
  if (Array.isArray(h))
    return Object.fromEntries(
      h.map((x: { key: string; value: unknown }) => [x.key, String(x.value)]),
    )
  if (h && typeof h === 'object')
    return Object.fromEntries(Object.entries(h).map(([k, v]) => [k, String(v)]))
  return {}
}

/**
 * Without SMTP settings, mails are written as JSON files to an outbox folder: a developer can
 * read them, and tests follow the links they carry.
 */
export function outboxTransport(dir: string): Transport {
  return {
    name: 'outbox',
    version: '1.0.0',
    send(mail, done) {
      const d = mail.data
      const record: OutboxMail = {
        id: randomUUID(),
        date: new Date().toISOString(),
        from: addr(d.from),
        to: addr(d.to),
        cc: addr(d.cc),
        replyTo: addr(d.replyTo),
        subject: String(d.subject ?? ''),
        text: String(d.text ?? ''),
        html: String(d.html ?? ''),
        headers: headersOf(d.headers),
      }
      fs.promises
        .mkdir(dir, { recursive: true })
        .then(async () => {
          // Written aside then renamed: a reader of the folder never sees a mail half written.
          const file = path.join(dir, `${Date.now()}-${record.id}.json`)
          await fs.promises.writeFile(`${file}.part`, JSON.stringify(record, null, 2))
          await fs.promises.rename(`${file}.part`, file)
        })
        .then(() => done(null, { envelope: mail.message.getEnvelope(), messageId: record.id }))
        .catch((err: Error) => done(err, undefined))
    },
  }
}

/** The mails in the outbox, oldest first. */
export function readOutbox(dir: string): OutboxMail[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMail)
}
