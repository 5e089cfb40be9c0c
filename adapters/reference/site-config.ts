import { Router } from 'express'

import type { AppDeps } from '../start/deps'
import { sendPrepared } from '../http/compression'

/**
 * Agency details the site shows in its header and footer, and its map's tiles, from configuration.
 * Kept like the other public answers (read by every page the server renders), so a render
 * holding it asks for it again only when the public data changed.
 */
export function siteConfigRouter({ env, publicCache: cache }: AppDeps): Router {
  const router = Router()
  const config = {
    err: null,
    data: {
      agency: {
        name: env.AGENCY_NAME,
        phone: env.AGENCY_PHONE,
        email: env.AGENCY_EMAIL,
        address: env.AGENCY_ADDRESS,
      },
      social: {
        facebook: env.SOCIAL_FACEBOOK,
        instagram: env.SOCIAL_INSTAGRAM,
        linkedin: env.SOCIAL_LINKEDIN,
      },
      extranetUrl: env.EXTRANET_URL,
      publicUrl: env.PUBLIC_URL,
      map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION },
    },
  }
  router.get('/site', async (req, res) => {
    sendPrepared(req, res, await cache.json('site', async () => config))
  })
  return router
}
