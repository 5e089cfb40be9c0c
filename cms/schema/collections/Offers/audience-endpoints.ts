import type { Endpoint, PayloadRequest } from 'payload'
import { toLanguage } from '@contract/languages'

import { isStaffUser } from '../../access/is-staff'
import { env } from '../../../env'
import { offerAudience } from '../../../domain/offers/audience'
import {
  OfferSendError,
  planOfferSend,
  sendOfferToMatching,
} from '../../../domain/searches/send-offer'

const WORDS = {
  fr: {
    staffOnly: 'Réservé à l’équipe de l’agence : connectez-vous à l’administration.',
    'not-found': 'Cette offre n’existe pas (ou plus).',
    'not-public':
      'Cette offre n’est pas visible sur le site (brouillon ou non publiée sur le site) : publiez-la avant de l’envoyer aux clients.',
  },
  en: {
    staffOnly: 'For the agency’s staff only: sign in to the admin.',
    'not-found': 'This offer does not exist (any more).',
    'not-public':
      'This offer is not visible on the site (a draft, or not published on the site): publish it before sending it to clients.',
  },
}

const wordsOf = (req: PayloadRequest) => WORDS[req.i18n?.language === 'en' ? 'en' : 'fr']
const refuse = (message: string, status: number) =>
  Response.json({ errors: [{ message }] }, { status })

/** The offer id of the address, as the database stores ids; none when it cannot be one. */
function offerIdOf(req: PayloadRequest): number | string | null {
  const raw = String(req.routeParams?.id ?? '')
  if (req.payload.db.defaultIDType === 'number') return /^\d{1,15}$/.test(raw) ? Number(raw) : null
  return /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null
}

/** Staff only, on a well-formed id; the handler's errors of a send become the staff's words. */
const staffEndpoint =
  (run: (req: PayloadRequest, id: number | string) => Promise<unknown>): Endpoint['handler'] =>
  async (req) => {
    const w = wordsOf(req)
    if (!isStaffUser(req)) return refuse(w.staffOnly, 403)
    const id = offerIdOf(req)
    if (id == null) return refuse(w['not-found'], 404)
    try {
      return Response.json(await run(req, id))
    } catch (err) {
      if (err instanceof OfferSendError) return refuse(w[err.reason], err.status)
      throw err
    }
  }

const staffLang = (req: PayloadRequest) => toLanguage(req.i18n?.language === 'en' ? 'en' : 'fr')

/**
 * The offer's audience (views and leads), and "send this offer to the interested clients": the
 * preview (GET, nothing sent) and the send (POST). Staff only; the public never reaches them.
 */
export const audienceEndpoints: Endpoint[] = [
  {
    path: '/:id/audience',
    method: 'get',
    handler: staffEndpoint(async (req, id) =>
      (await offerAudience(req.payload, [id])).get(String(id)),
    ),
  },
  {
    path: '/:id/matching-clients',
    method: 'get',
    handler: staffEndpoint((req, id) => planOfferSend(req.payload, env(), id, staffLang(req))),
  },
  {
    path: '/:id/send-to-matching',
    method: 'post',
    handler: staffEndpoint((req, id) =>
      sendOfferToMatching(req.payload, env(), id, staffLang(req)),
    ),
  },
]
