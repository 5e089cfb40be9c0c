import type { Id } from './envelope'

/** Where a building is shown: its own point, or (approximate) the centre of a cell of about 300 m. */
export type { LocationPrecision } from './geo'

/**
 * One offer on the map of a search (`GET /web/1.0/offers?…&view=map`): what a marker and its card
 * need. `lat`/`lng` are the public coordinates (a cell's centre when `approximate`).
 */
export type MapMarker = {
  id: Id
  slug: string
  lat: number
  lng: number
  approximate: boolean
  sell: boolean
  /** The price as the site writes it, or the "on request" text; never a hidden amount. */
  price: string
  name: string
  /** The first photo's `fi_id`, for the image endpoint. */
  image: Id | null
}

/** The map's tiles as `GET /web/1.0/site` gives them (`data.map`): a Leaflet tile URL template and its required attribution. */
export type MapTiles = { tileUrl: string; attribution: string }
