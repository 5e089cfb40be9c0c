import type { CollectionBeforeChangeHook } from 'payload'
import { areaOf } from '@contract/area'

import { idOf } from '../../../domain/payload/relation-id'

export const deriveBuildingArea: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
}) => {
  const countryRef = data.country ?? originalDoc?.country
  const countryId = idOf(countryRef)
  let code: string | undefined
  if (countryId != null) {
    const country = await req.payload
      .findByID({ collection: 'countries', id: countryId, depth: 0, req })
      .catch(() => null)
    code = country?.cu_code
  }
  data.bu_area = areaOf(data.bu_city ?? originalDoc?.bu_city, code)
  return data
}
