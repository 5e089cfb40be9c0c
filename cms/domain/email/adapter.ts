import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'

import type { Env } from '../../env'
import { outboxTransport } from './outbox-transport'

function parseFrom(from: string): { name: string; address: string } {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return m ? { name: m[1] || m[2], address: m[2] } : { name: from, address: from }
}

/** SMTP when configured, otherwise the outbox folder. */
export function emailAdapter(e: Env) {
  const from = parseFrom(e.MAIL_FROM)
  const transport = e.SMTP_HOST
    ? nodemailer.createTransport({
        host: e.SMTP_HOST,
        port: e.SMTP_PORT,
        secure: e.SMTP_SECURE,
        auth: e.SMTP_USER ? { user: e.SMTP_USER, pass: e.SMTP_PASS } : undefined,
        connectionTimeout: 10_000,
      })
    : nodemailer.createTransport(outboxTransport(e.outboxDir))
  return nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    transport,
    skipVerify: true,
  })
}
