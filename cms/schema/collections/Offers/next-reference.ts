import type { DefaultValue, PayloadRequest } from 'payload'

/** The agency's references: BEL- and a five-digit number (BEL-00096). */
const PREFIX = 'BEL-'
const DIGITS = 5
const NUMBERED = /^BEL-(\d+)/

/**
 * The reference a new offer's form proposes: one past the highest BEL- number in use (drafts and
 * copies included), so staff need not look it up; they may type another, which must be unique.
 */
export async function nextReference(req: PayloadRequest): Promise<string> {
  const { docs } = await req.payload.find({
    collection: 'offers',
    where: { of_ref: { like: PREFIX } },
    select: { of_ref: true },
    sort: '-of_ref',
    limit: 50,
    depth: 0,
    draft: true,
    overrideAccess: true,
    req,
  })
  const highest = Math.max(0, ...docs.map((d) => Number(NUMBERED.exec(d.of_ref ?? '')?.[1] ?? 0)))
  return `${PREFIX}${String(highest + 1).padStart(DIGITS, '0')}`
}

export const proposedReference: DefaultValue = ({ req }) => nextReference(req)
