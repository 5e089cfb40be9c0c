import type { ValuationFeature } from '@contract/valuation'

/** A valuation request's features in the admin's two languages (the agency's mail says them in French). */
export const FEATURE_LABELS: Record<ValuationFeature, { en: string; fr: string }> = {
  sea_view: { en: 'Sea view', fr: 'Vue mer' },
  terrace: { en: 'Terrace', fr: 'Terrasse' },
  parking: { en: 'Parking', fr: 'Parking' },
  pool: { en: 'Swimming pool', fr: 'Piscine' },
  cellar: { en: 'Cellar', fr: 'Cave' },
}
