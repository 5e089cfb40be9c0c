import type { Payload } from 'payload'

import { seed } from './index'

/** On a fresh database (no offer at all, drafts included) load the demo data; otherwise nothing. */
export async function seedIfEmpty(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'offers', overrideAccess: true })
  if (totalDocs > 0) return
  const started = Date.now()
  console.log('Empty database: loading the demo data…')
  const summary = await seed(payload, { log: (line) => console.log(line) })
  const counts = Object.entries(summary)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ')
  console.log(`Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts}`)
}
