import type { Id } from './envelope'
import type { Area } from './limits'
import type { Language } from './languages'
import type { Service } from './offer'

export type Labels = Record<`label_${Language}`, string>

/** An offer type of the reference data; types with option 8 or 9 stay out of the home filter. */
export type OfferType = { text: string; value: number; options: number | null } & Labels
export type Exclusivity = { text: string; value: number } & Labels

/** A district named in every language, so that a route's district reads in any of them. */
export type DistrictName = { value: string; area: Area | string; img: Id | null } & Labels

/** A district tile of `/districts`: its name in one language and how many offers match. */
export type DistrictTile = { text: string; nb: number; img: Id | null; value: string }

/** One site text in the five languages. */
export type Translation = { tr_key: string } & Record<`tr_${Language}`, string>

/** The reference data the site's filters and cards name things with (GET /items). */
export type Items = {
  items_of_type: OfferType[]
  items_of_exclusivite: Exclusivity[]
  services: Service[]
  districts?: DistrictName[]
}
