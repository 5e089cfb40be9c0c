import { Router } from 'express'
import { z } from 'zod'
import { LANGUAGES } from '@contract/languages'

import { markPrivate } from '../../http/private-answer'
import { requireCaller } from '../../auth/caller'
import { parseInput } from '../../http/validate'
import type { AppDeps } from '../../start/deps'
import { mailLanguage } from '../password-reset-send'
import { collectOwnData } from './collect'
import { OWN_DATA_HTML_POLICY, ownDataHtml } from './html'

const exportQuery = z.object({
  format: z.enum(['json', 'html']).default('json'),
  /** The language of the readable version's headings; else the client's saved one. */
  lang: z.enum(LANGUAGES).optional(),
})

/**
 * GET /me/export: everything the agency holds about the signed-in client, as a file to keep:
 * JSON, or the same as a readable HTML page. Never kept by a cache.
 */
export function ownDataRouter({ payload, env, shared }: AppDeps): Router {
  const router = Router()
  router.get('/me/export', shared.limit(10), requireCaller, async (req, res) => {
    const { format, lang } = parseInput(exportQuery, req.query)
    const data = await collectOwnData(payload, req.caller!)
    markPrivate(res)
    // A name of plain ASCII letters, digits and dashes: quoted as it is, no encoding needed.
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="my-data-${data.exported_at.slice(0, 10)}.${format}"`,
    )
    if (format === 'json') {
      res.type('application/json').send(JSON.stringify(data, null, 2))
      return
    }
    res.setHeader('Content-Security-Policy', OWN_DATA_HTML_POLICY)
    res.type('text/html').send(ownDataHtml(data, mailLanguage(lang, req.caller!), env.AGENCY_NAME))
  })
  return router
}
