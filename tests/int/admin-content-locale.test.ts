import { describe, expect, it } from 'vitest'

import { makeStaff, STAFF_PASSWORD } from '../helpers/factories'
import { useServer } from '../helpers/server'

const running = useServer()

/** The content language the admin opens on for this staff member (Payload's `locale` preference). */
async function contentLocale(userId: number | string) {
  const found = await running.payload.find({
    collection: 'payload-preferences',
    where: {
      and: [
        { key: { equals: 'locale' } },
        { 'user.relationTo': { equals: 'users' } },
        { 'user.value': { equals: userId } },
      ],
    },
    overrideAccess: true,
    depth: 0,
  })
  return found.docs.map((d) => d.value)
}

describe('the admin content language', () => {
  it('is French for a staff member who never chose one, from their first sign-in', async () => {
    const staff = await makeStaff(running.payload, 'editor')
    expect(await contentLocale(staff.id)).toEqual([])
    await running.payload.login({
      collection: 'users',
      data: { email: staff.email, password: STAFF_PASSWORD },
    })
    expect(await contentLocale(staff.id)).toEqual(['fr'])
    // A second sign-in adds nothing.
    await running.payload.login({
      collection: 'users',
      data: { email: staff.email, password: STAFF_PASSWORD },
    })
    expect(await contentLocale(staff.id)).toEqual(['fr'])
  })

  it('stays the one a staff member chose', async () => {
    const staff = await makeStaff(running.payload, 'admin')
    await running.payload.create({
      collection: 'payload-preferences',
      data: { key: 'locale', user: { relationTo: 'users', value: staff.id }, value: 'en' },
      overrideAccess: true,
      user: staff,
    })
    await running.payload.login({
      collection: 'users',
      data: { email: staff.email, password: STAFF_PASSWORD },
    })
    expect(await contentLocale(staff.id)).toEqual(['en'])
  })
})
