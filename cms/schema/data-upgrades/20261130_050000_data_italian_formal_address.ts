import type { DataUpgradeArgs } from '.'
import texts from './steps/italian-formal-address.json'

/**
 * The site's Italian texts that addressed the reader as "tu" or "voi", or wrote the formal forms in
 * lower case, as the seed copied them into the translations collection (whose texts win over the
 * bundled ones): the seed's wording and the formal one ("Lei") that replaces it. A text with two
 * seeded wordings has one entry for each, the newer first. A text staff changed since is theirs
 * and stays.
 */
export const ITALIAN_FORMAL_ADDRESS: readonly { key: string; was: string; now: string }[] = texts

type Stored = { id: number | string; tr_key: string; tr_it?: string | null }

/** The site texts of those keys, with their Italian words. */
async function storedTexts({ payload, req }: DataUpgradeArgs): Promise<Stored[]> {
  const { docs } = await payload.find({
    collection: 'translations',
    where: { tr_key: { in: [...new Set(ITALIAN_FORMAL_ADDRESS.map((t) => t.key))] } },
    select: { tr_key: true, tr_it: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs
}

/** Each stored text whose Italian is an entry's `from` wording gets its `to` one; how many did. */
async function rewrite(
  args: DataUpgradeArgs,
  from: 'was' | 'now',
  to: 'was' | 'now',
): Promise<number> {
  let changed = 0
  for (const doc of await storedTexts(args)) {
    const entry = ITALIAN_FORMAL_ADDRESS.find((t) => t.key === doc.tr_key && t[from] === doc.tr_it)
    if (!entry) continue
    await args.payload.update({
      collection: 'translations',
      id: doc.id,
      data: { tr_it: entry[to] },
      depth: 0,
      overrideAccess: true,
      req: args.req,
    })
    changed++
  }
  return changed
}

/** Each seeded Italian text still as the seed wrote it takes the formal wording. */
export async function up(args: DataUpgradeArgs): Promise<void> {
  const changed = await rewrite(args, 'was', 'now')
  args.payload.logger.info(`Formal Italian wording stored in ${changed} site texts`)
}

/** Back to the newer seeded wording, for the texts that still have the formal one. */
export async function down(args: DataUpgradeArgs): Promise<void> {
  await rewrite(args, 'now', 'was')
}
