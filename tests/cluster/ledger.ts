import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { readOutbox } from '@cms/domain/email/outbox-transport'

/** Every mail the instances wrote to their outbox folders (no SMTP server is set), as one text each. */
export function mailsOf(dataDirs: string[]): string[] {
  return dataDirs
    .map((dir) => path.join(dir, 'outbox'))
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => readOutbox(dir))
    .map((m) => [m.to, m.replyTo, m.subject, m.text].join('\n'))
}

/** Whether `text` holds `token` itself, not a longer one it begins (`-c1` in `-c13`). */
const holds = (text: string, token: string) => new RegExp(`${token}(?!\\d)`).test(text)

/** The mails holding `token`, one line each (instance folder, time, recipient, subject): what a failure shows. */
export function mailLines(dataDirs: string[], token: string): string[] {
  return dataDirs.flatMap((dir) =>
    readOutbox(path.join(dir, 'outbox'))
      .filter((m) => holds([m.to, m.replyTo, m.text].join('\n'), token))
      .map((m) => `${path.basename(dir)} ${m.date} to ${m.to}: ${m.subject}`),
  )
}

/**
 * Whether a stored message got its mails the way a cluster promises: each of its `recipients`
 * once, and a second copy only where the killed instance sent one (it may die between sending a
 * mail and recording it, and another instance then sends it again: twice, never not at all).
 */
export function mailedAsPromised(
  dataDirs: string[],
  token: string,
  recipients: number,
  killed: string,
): boolean {
  const copies = new Map<string, string[]>()
  for (const dir of dataDirs)
    for (const m of readOutbox(path.join(dir, 'outbox')))
      if (holds([m.to, m.replyTo, m.text].join('\n'), token))
        copies.set(m.to, [...(copies.get(m.to) ?? []), path.basename(dir)])
  return (
    copies.size === recipients &&
    [...copies.values()].every(
      (from) => from.length === 1 || (from.length === 2 && from.includes(killed)),
    )
  )
}

/** How many of `texts` contain each of `tokens` (a token never contains another: they end with a digit and are followed by a non-digit). */
export function countByToken(texts: string[], tokens: string[]): Map<string, number> {
  const counts = new Map(tokens.map((t) => [t, 0]))
  const pattern = /[a-z0-9]+-[cv]\d+(?!\d)/g
  for (const text of texts)
    for (const found of new Set(text.match(pattern) ?? []))
      if (counts.has(found)) counts.set(found, counts.get(found)! + 1)
  return counts
}

/** Rows stored per token: contact messages by their address, visit requests by their comment. */
export async function storedByToken(databaseUri: string, mark: string) {
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    const contacts = await client.query<{ email: string }>(
      'SELECT email FROM contact_messages WHERE starts_with(email, $1)',
      [`${mark}-c`],
    )
    const visits = await client.query<{ ac_comment: string }>(
      'SELECT ac_comment FROM actions WHERE starts_with(ac_comment, $1)',
      [`Visite ${mark}-v`],
    )
    return {
      contactTexts: contacts.rows.map((r) => r.email),
      visitTexts: visits.rows.map((r) => r.ac_comment),
    }
  } finally {
    await client.end()
  }
}
