import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { ValuationAnswer, ValuationFields } from '@contract/valuation'
import { webActionPath } from '@contract/web-actions'

import { activeLanguage } from '../../../i18n/i18n'
import { apiPost } from '../../../lib/api-client'
import { readerOf } from '../../../lib/api-reader'

// The page's language goes with the request: the seller's acknowledgement is written in it.
export const sendValuation = (input: ValuationFields & { altcha: string }) =>
  apiPost<{ data: ValuationAnswer }>(webActionPath('valuation'), {
    ...input,
    lang: activeLanguage(),
  })

export const useSendValuation = () => useMutation({ mutationFn: sendValuation })

const comparablesQuery = (district: string, type: string) =>
  queryOptions({
    queryKey: ['valuation-comparables', district, type] as const,
    queryFn: ({ signal, client }) =>
      readerOf(client)('valuationComparables', { district, type }, signal).then((r) => r.data),
    staleTime: 5 * 60_000,
  })

/** The comparable offers of a district and type, asked for once both are chosen. */
export const useComparables = (district: string, type: string) =>
  useQuery({ ...comparablesQuery(district, type), enabled: Boolean(district && type) })
