import { z } from 'zod'
import { queryString } from '@contract/query-values'

import type { PreparedAnswer } from '../http/compression'
import { parseInput } from '../http/validate'
import type { AppDeps } from '../start/deps'
import { findComparables } from './comparables'

/** A district value of the reference data, as offers carry it in `of_district`. */
export const district = z
  .string()
  .trim()
  .max(100)
  .regex(/^[a-z0-9-]+$/)
export const typeValue = z.coerce.number().int().positive().max(1_000_000_000)

const comparablesQuery = z.object({ district, type: typeValue })

/** GET /valuation/comparables: the figures of a district's offers of a type, shown while a seller fills the form; kept in the public cache. */
export const readComparables =
  ({ payload, publicCache }: Pick<AppDeps, 'payload' | 'publicCache'>) =>
  (query: Record<string, unknown>): Promise<PreparedAnswer> => {
    const q = parseInput(comparablesQuery, {
      district: queryString(query.district),
      type: queryString(query.type),
    })
    return publicCache.json(`valuation-comparables:${q.district}:${q.type}`, async () => ({
      err: null,
      data: await findComparables(payload, q.district, q.type),
    }))
  }
