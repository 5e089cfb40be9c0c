import { Router } from 'express'

import type { AppDeps } from '../start/deps'

/** Agency details the site shows in its header and footer, from configuration. */
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
      },
    })
  })
  return router
}
