import { ValuationPage } from '../../features/valuation/components/valuation-page'
import { textMeta } from '../ssr/route-data'

export const meta = textMeta('valuation.title', 'valuation.metaDescription')

export default ValuationPage
