import { ValuationPage } from '../../features/valuation/components/valuation-page'
import { textMeta } from '../ssr/route-data'
import type { Route } from './+types/valuation'

export const meta: Route.MetaFunction = textMeta('valuation.title', 'valuation.metaDescription')

export default ValuationPage
