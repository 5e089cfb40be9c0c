import type { CollectionAfterLoginHook, Where } from 'payload'

/** The content language staff write in first: the publishing rules ask for the French name and description before any other. */
export const FIRST_CONTENT_LOCALE = 'fr'

/**
 * The admin opens on the content language a staff member chose last (Payload keeps it as their
 * `locale` preference), else on the configuration's default locale, English, which the public
 * API's fallbacks rely on. A staff member who never chose one gets French at sign-in, so a new
 * offer starts in the language it must first be written in; a choice made since is kept.
 */
export const frenchContentFirst: CollectionAfterLoginHook = async ({ req, user }) => {
  const where: Where = {
    and: [
      { key: { equals: 'locale' } },
      { 'user.relationTo': { equals: 'users' } },
      { 'user.value': { equals: user.id } },
    ],
  }
  const chosen = await req.payload.find({
    collection: 'payload-preferences',
    where,
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  if (chosen.docs.length) return
  await req.payload.create({
    collection: 'payload-preferences',
    data: {
      key: 'locale',
      user: { relationTo: 'users', value: user.id },
      value: FIRST_CONTENT_LOCALE,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
}
