import type { DataUpgradeArgs } from '.'

/**
 * A client's type is now a choice of `user` and `contact`. Any other value, or none, always meant
 * a user (only `contact` is refused sign-in), so it is stored as `user`. PostgreSQL did this in its
 * schema migration, so there it finds nothing left to do.
 */
export async function up({ payload, req }: DataUpgradeArgs): Promise<void> {
  const { docs } = await payload.update({
    collection: 'contacts',
    where: { or: [{ co_type: { not_in: ['user', 'contact'] } }, { co_type: { exists: false } }] },
    data: { co_type: 'user' },
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (docs.length > 0)
    payload.logger.info(`Client type stored as "user" for ${docs.length} clients`)
}

/** Nothing to undo: `user` is what those values meant. */
export async function down(_args: DataUpgradeArgs): Promise<void> {}
