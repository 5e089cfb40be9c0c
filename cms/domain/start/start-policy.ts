import type { Payload } from 'payload'

import type { Env } from '../../env'

/**
 * A demo instance may load the demo data and print its log-ins: any instance in development, and
 * a production one only when asked explicitly with SEED_ON_START=demo.
 */
export const isDemoInstance = (e: Pick<Env, 'NODE_ENV' | 'SEED_ON_START'>): boolean =>
  e.SEED_ON_START === 'demo' || (e.NODE_ENV !== 'production' && e.SEED_ON_START === 'auto')

/** Loads the demo data into an empty database of a demo instance. */
export async function seedDemoIfWanted(payload: Payload, e: Env): Promise<void> {
  if (!isDemoInstance(e)) return
  const { seedIfEmpty } = await import('../../seed/seed-if-empty')
  await seedIfEmpty(payload)
}

/** Creates the first staff account from ADMIN_EMAIL and ADMIN_PASSWORD when there is none yet. */
export async function ensureFirstStaff(
  payload: Payload,
  e: Env,
  log: (line: string) => void = console.log,
): Promise<void> {
  if (!e.ADMIN_EMAIL || !e.ADMIN_PASSWORD) return
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'users',
    data: {
      email: e.ADMIN_EMAIL,
      password: e.ADMIN_PASSWORD,
      name: 'Administrator',
      role: 'admin',
    },
    overrideAccess: true,
  })
  log(`First staff account created for ${e.ADMIN_EMAIL} (from ADMIN_EMAIL).`)
}

/** Demo accounts whose published password still signs in, checked without counting a failed attempt. */
export async function accountsWithDemoPasswords(payload: Payload): Promise<string[]> {
  const { DEMO_LOGINS } = await import('../../seed/seed-accounts')
  const { verifyPassword } = await import('../auth/password-check')
  const found: string[] = []
  for (const login of DEMO_LOGINS) {
    const { docs } = await payload.find({
      collection: login.collection,
      where: { email: { equals: login.email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    const doc = docs[0] as { hash?: string; salt?: string } | undefined
    if (doc && (await verifyPassword(login.password, doc)))
      found.push(`${login.collection === 'users' ? 'staff' : 'client'} ${login.email}`)
  }
  return found
}

/** A production instance that is not a demo refuses to serve while anyone could sign in with a published password. */
export async function refuseDemoPasswordsInProduction(payload: Payload, e: Env): Promise<void> {
  if (e.NODE_ENV !== 'production' || isDemoInstance(e)) return
  const open = await accountsWithDemoPasswords(payload)
  if (!open.length) return
  throw new Error(
    `Refusing to start in production: these accounts still have the demo password published with the code: ${open.join(', ')}. ` +
      'Change their passwords (or delete them) in the admin of a development start on this database, or start with SEED_ON_START=demo for a demo instance.',
  )
}
