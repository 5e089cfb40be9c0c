import type { Payload } from 'payload'

import type { Portal } from '@cms/payload-types'

/** The portal named `name` (the seed's "Kyero" and "JamesEdition"). */
export async function portalNamed(payload: Payload, name: string): Promise<Portal> {
  const { docs } = await payload.find({
    collection: 'portals',
    where: { name: { equals: name } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  if (!docs[0]) throw new Error(`no portal ${name}`)
  return docs[0] as Portal
}

/** A feed read as a portal reads it. */
export async function fetchFeed(
  base: string,
  portal: Pick<Portal, 'format' | 'token'>,
  headers: Record<string, string> = {},
) {
  const res = await fetch(
    `${base}/feeds/${portal.format}.xml?token=${encodeURIComponent(portal.token)}`,
    { headers },
  )
  return { status: res.status, headers: res.headers, text: await res.text() }
}
