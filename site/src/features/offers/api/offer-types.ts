import type { PriceFields } from '../../../lib/format-price'
import type { Service } from '../../items/api/get-items'

export type Id = string | number

export type Distance = {
  schoolName: string
} & Partial<Record<`di_${'walking' | 'bicycling' | 'transit' | 'driving'}_${'km' | 'time'}`, number | null>>

/** An offer as the legacy API returns it, with the asked language's fields (contract: "Offer shape"). */
export type Offer = PriceFields & {
  of_id: Id
  of_slug_fr: string
  of_ref: string
  of_price_rent?: number | null
  of_type?: number | null
  of_nbpieces?: number | null
  of_nbrooms?: number | null
  of_nbbathrooms?: number | null
  of_surface?: number | null
  of_surface_livable?: number | null
  of_surface_approximate?: boolean | null
  of_surface_terrace?: number | null
  of_district?: string | null
  of_services?: number | null
  of_exclusivite?: number | null
  of_video?: string | null
  images?: { fi_id: Id }[]
  bu_id?: {
    bu_id: Id
    bu_name?: string | null
    bu_city?: string | null
    bu_district?: string | null
    cu_id?: { cu_id: Id; cu_name_fr?: string | null } | null
    distances?: Distance[]
  } & Record<string, unknown>
} & Record<string, unknown>

/** The name, text and building description in the asked language (the API falls back to English). */
export const offerName = (o: Offer, lang: string) => String(o[`of_name_${lang}`] ?? o.of_name_en ?? '')
export const offerText = (o: Offer, lang: string) => String(o[`of_text_${lang}`] ?? o.of_text_en ?? '')
export const buildingDescription = (o: Offer, lang: string) => String(o.bu_id?.[`bu_description_${lang}`] ?? o.bu_id?.bu_description_en ?? '')

export const isMonaco = (o: Offer) => (o.bu_id?.bu_city ?? '').toUpperCase() === 'MONACO'

/** Services whose bit is set in the offer's bitmask (spec section 9). */
export const offerServices = (o: Offer, services: Service[]) => services.filter((s) => ((o.of_services ?? 0) & s.value) !== 0)

export const imageUrl = (fiId: Id, width: number, height: number, fit: 'cover' | 'contain' = 'cover') =>
  `/api/1.0/images/${encodeURIComponent(String(fiId))}/${width}/${height}/${fit}`
