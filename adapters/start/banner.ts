import type { Env } from '../../cms/env'
import { DEMO_CLIENT, DEMO_STAFF } from '../../cms/seed/demo-accounts'

export function printBanner(url: string, e: Env, startedInMs: number): void {
  const db = e.DATABASE_URI.startsWith('mongodb') ? 'MongoDB' : `SQLite (${e.DATABASE_URI.replace(/^file:/, '')})`
  const lines = [
    '',
    `  Belsunce Immobilier is running (ready in ${(startedInMs / 1000).toFixed(1)} s)`,
    '',
    `  Site          ${url}/`,
    `  Admin         ${url}/admin`,
    `  Legacy API    ${url}/web/1.0/offers   ${url}/api/1.0/…`,
    `  Payload REST  ${url}/cms-api/offers`,
    `  Database      ${db}`,
    `  Mail          ${e.SMTP_HOST ? `SMTP ${e.SMTP_HOST}:${e.SMTP_PORT}` : `outbox folder ${e.outboxDir}`}`,
    '',
    `  Staff log-in  ${DEMO_STAFF.email}  /  ${DEMO_STAFF.password}   (at /admin)`,
    `  Client log-in ${DEMO_CLIENT.username} or ${DEMO_CLIENT.email}  /  ${DEMO_CLIENT.password}   (at /login)`,
    '',
  ]
  console.log(lines.join('\n'))
}
