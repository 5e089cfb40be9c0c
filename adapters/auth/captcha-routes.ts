import { Router } from 'express'

import { createCaptchaChallenge } from './captcha'

/** GET /captcha: a fresh ALTCHA challenge, answered bare as the widget expects it. */
export function captchaRouter(): Router {
  const router = Router()
  router.get('/captcha', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await createCaptchaChallenge())
  })
  return router
}
