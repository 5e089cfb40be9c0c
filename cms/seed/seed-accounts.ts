import type { Payload, PayloadRequest } from 'payload'

import type { Client } from '../payload-types'
import { DEMO_CLIENT, DEMO_EDITOR, DEMO_EDITOR_NEGOTIATOR, DEMO_STAFF } from './demo-accounts'

type ContactSeed = Pick<
  Client,
  | 'username'
  | 'email'
  | 'co_civility'
  | 'co_firstname'
  | 'co_name'
  | 'co_mobile1'
  | 'co_city'
  | 'co_country'
> & { password: string }

const OTHER_CLIENTS: ContactSeed[] = [
  ['m', 'Marco', 'Bianchi', 'Milano', 'Italie', '+39 347 555 0142'],
  ['mme', 'Sophie', 'Lambert', 'Nice', 'France', '+33 6 12 55 01 87'],
  ['m', 'James', 'Whitaker', 'London', 'Angleterre', '+44 7700 900 318'],
  ['mme', 'Elena', 'Petrova', 'Moscou', 'Russie', '+7 916 555 20 44'],
  ['m', 'Lucas', 'Moreau', 'Monaco', 'Monaco', '+377 6 40 55 12 98'],
  ['mme', 'Carmen', 'Ruiz', 'Madrid', 'Espagne', '+34 612 555 903'],
  ['m', 'Pierre', 'Gastaud', 'Beausoleil', 'France', '+33 6 98 55 44 21'],
  ['mme', 'Giulia', 'Rossi', 'Sanremo', 'Italie', '+39 333 555 7781'],
].map(([civ, first, name, city, country, mobile]) => ({
  username: `${first}.${name}`.toLowerCase(),
  email: `${first}.${name}@example.com`.toLowerCase(),
  password: `Demo-${name}-2026`,
  co_civility: civ as 'm' | 'mme',
  co_firstname: first,
  co_name: name,
  co_mobile1: mobile,
  co_city: city,
  co_country: country,
}))

/** Every log-in the demo data creates, with its password as published in this repository. */
export const DEMO_LOGINS: { collection: 'users' | 'contacts'; email: string; password: string }[] =
  [
    { collection: 'users', email: DEMO_STAFF.email, password: DEMO_STAFF.password },
    { collection: 'users', email: DEMO_EDITOR.email, password: DEMO_EDITOR.password },
    { collection: 'contacts', email: DEMO_CLIENT.email, password: DEMO_CLIENT.password },
    ...OTHER_CLIENTS.map((c) => ({
      collection: 'contacts' as const,
      email: c.email as string,
      password: c.password,
    })),
  ]

export async function seedStaff(payload: Payload): Promise<void> {
  for (const [account, role] of [
    [DEMO_STAFF, 'admin'],
    [DEMO_EDITOR, 'editor'],
  ] as const) {
    const found = await payload.find({
      collection: 'users',
      where: { email: { equals: account.email } },
      limit: 1,
      depth: 0,
    })
    if (!found.docs.length)
      await payload.create({ collection: 'users', data: { ...account, role }, depth: 0 })
  }
}

/**
 * Links the demo editor to their demo negotiator, once both exist, so that the offers the editor
 * creates name a negotiator without a choice. An editor already linked, to whoever it be, is left
 * alone. Answers whether it linked them.
 */
export async function linkDemoEditor(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  const one = { limit: 1, depth: 0, overrideAccess: true, ...(req ? { req } : {}) } as const
  const [editor] = (
    await payload.find({
      ...one,
      collection: 'users',
      where: { email: { equals: DEMO_EDITOR.email } },
    })
  ).docs
  const [negotiator] = (
    await payload.find({
      ...one,
      collection: 'negotiators',
      where: { email: { equals: DEMO_EDITOR_NEGOTIATOR } },
    })
  ).docs
  if (!editor || !negotiator || editor.negotiator != null) return false
  await payload.update({
    collection: 'users',
    id: editor.id,
    data: { negotiator: negotiator.id },
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return true
}

/** The demo client and a few other clients; returns the demo client's id. */
export async function seedClients(payload: Payload): Promise<Client['id']> {
  const demo: ContactSeed = {
    username: DEMO_CLIENT.username,
    email: DEMO_CLIENT.email,
    password: DEMO_CLIENT.password,
    co_firstname: DEMO_CLIENT.firstname,
    co_name: DEMO_CLIENT.name,
    co_civility: 'mme',
    co_mobile1: '+377 6 78 55 03 12',
    co_city: 'Monaco',
    co_country: 'Monaco',
  }
  let demoId: Client['id'] | undefined
  for (const c of [demo, ...OTHER_CLIENTS]) {
    const found = await payload.find({
      collection: 'contacts',
      where: { username: { equals: c.username } },
      limit: 1,
      depth: 0,
    })
    const id =
      found.docs[0]?.id ??
      (
        await payload.create({
          collection: 'contacts',
          data: { ...c, co_tel1: c.co_mobile1, co_type: 'user', co_email_verified: true },
          depth: 0,
          context: { seeding: true },
        })
      ).id
    if (c.username === DEMO_CLIENT.username) demoId = id
  }
  return demoId as Client['id']
}
