import type { Id } from './envelope'

/**
 * One marker of `GET /web/1.0/offers?…&view=map`: only what a marker and its small card need.
 * `lat`/`lng` are the public coordinates (a cell's centre when `approximate`); `price` is the
 * price text the site shows, in the asked language ("on request" text, never a hidden figure);
 * `image` is the first photo's `fi_id`.
 */
export type MapMarker = {
  id: Id
  slug: string
  lat: number
  lng: number
  approximate: boolean
  sell: boolean
  price: string
  name: string
  image: Id | null
}

/** The map's tiles as `GET /web/1.0/site` gives them (`data.map`): a Leaflet tile URL template and its required attribution. */
export type MapTiles = { tileUrl: string; attribution: string }
