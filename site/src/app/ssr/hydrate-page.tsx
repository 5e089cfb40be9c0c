import { HydrationBoundary } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import type { PageData } from './route-data'

/** A page with the data its loader fetched on the server already in the cache. */
export function HydratePage({
  data,
  children,
}: {
  data: PageData | undefined
  children: ReactNode
}) {
  return <HydrationBoundary state={data?.dehydrated ?? undefined}>{children}</HydrationBoundary>
}
