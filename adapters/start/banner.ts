import type { Env } from '@cms/env'
import { DEMO_CLIENT, DEMO_STAFF } from '@cms/seed/demo-accounts'
import { isDemoInstance } from '@cms/domain/start/start-policy'

/** Host and database of a PostgreSQL address, never its user or password (the banner goes to logs). */
function postgresPlace(uri: string): string {
  try {
    const u = new URL(uri)
    return `${u.host}${u.pathname}`
  } catch {
    return 'address not readable'
  }
}

/** What the server prints once it listens: where everything is and, on a demo instance only, the demo log-ins. */
export function bannerText(url: string, e: Env, startedInMs: number): string {
  const db = e.DATABASE_URI.startsWith('mongodb')
    ? 'MongoDB'
    : /^postgres(ql)?:\/\//.test(e.DATABASE_URI)
      ? `PostgreSQL (${postgresPlace(e.DATABASE_URI)})`
      : `SQLite (${e.DATABASE_URI.replace(/^file:/, '')})`
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
    ...(isDemoInstance(e)
      ? [
          `  Staff log-in  ${DEMO_STAFF.email}  /  ${DEMO_STAFF.password}   (at /admin)`,
          `  Client log-in ${DEMO_CLIENT.username} or ${DEMO_CLIENT.email}  /  ${DEMO_CLIENT.password}   (at /login)`,
        ]
      : [
          `  Staff log-in  ${e.ADMIN_EMAIL ? `${e.ADMIN_EMAIL} (ADMIN_EMAIL)` : 'create the first staff account'} at ${url}/admin`,
        ]),
    '',
  ]
  return lines.join('\n')
}

export const printBanner = (url: string, e: Env, startedInMs: number): void =>
  console.log(bannerText(url, e, startedInMs))
