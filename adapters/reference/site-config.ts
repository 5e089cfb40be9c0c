import { Router } from 'express'

import type { AppDeps } from '../start/deps'

/** Agency details the site shows in its header and footer, and its map's tiles, from configuration. */
export function siteConfigRouter({ env }: AppDeps): Router {
  const router = Router()
  router.get('/site', (_req, res) => {
    res.json({
      err: null,
      data: {
        agency: { name: env.AGENCY_NAME, phone: env.AGENCY_PHONE, email: env.AGENCY_EMAIL, address: env.AGENCY_ADDRESS },
        social: { facebook: env.SOCIAL_FACEBOOK, instagram: env.SOCIAL_INSTAGRAM, linkedin: env.SOCIAL_LINKEDIN },
        extranetUrl: env.EXTRANET_URL,
        publicUrl: env.PUBLIC_URL,
        map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION },
      },
    })
  })
  return router
}
