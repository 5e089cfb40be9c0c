import type { MapTiles } from './map'

/** The agency's details the site shows in its header and footer, and its map's tiles (GET /site). */
export type SiteConfig = {
  agency: { name: string; phone: string; email: string; address: string }
  social: { facebook?: string; instagram?: string; linkedin?: string }
  extranetUrl: string
  publicUrl: string
  /** Where the maps' tiles come from, and the credit their provider requires. */
  map?: MapTiles
}
