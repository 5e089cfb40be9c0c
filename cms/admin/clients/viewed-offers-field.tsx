import type { UIFieldServerProps } from 'payload'

import { isStaffUser } from '../../schema/access/is-staff'
import { idOf } from '../../domain/payload/relation-id'

/** The most recent offers shown; a client who browsed more has the older ones left out (said so). */
const SHOWN = 30

const WORDS = {
  fr: {
    title: 'Offres consultées',
    none: 'Aucune offre consultée en étant connecté.',
    times: (n: number) => (n > 1 ? `${n} fois` : '1 fois'),
    last: 'dernière fois le',
    gone: 'offre supprimée',
    more: (n: number) => `et ${n} autre${n > 1 ? 's' : ''} consultée${n > 1 ? 's' : ''} plus tôt`,
    note: 'Pages d’offres ouvertes sur le site par le client connecté, comptées sans cookie, robots exclus.',
    locale: 'fr-FR',
  },
  en: {
    title: 'Offers viewed',
    none: 'No offer viewed while signed in.',
    times: (n: number) => (n > 1 ? `${n} times` : 'once'),
    last: 'last on',
    gone: 'deleted offer',
    more: (n: number) => `and ${n} more viewed earlier`,
    note: 'Offer pages the signed-in client opened on the site, counted without cookies, robots excluded.',
    locale: 'en-GB',
  },
}

type Viewed = { offer: number | string | null | undefined; count: number; last: string }

/**
 * On a client's page: the offers the client looked at on the site while signed in, the latest
 * first, each with how many times and when last (Monaco's time), a link to the offer here. A
 * server component; staff only (the admin is theirs, the reads keep their access).
 */
export async function ViewedOffersField({ id, payload, req, i18n }: UIFieldServerProps) {
  if (id == null || !isStaffUser(req) || !req.user) return null
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const w = WORDS[lang]
  const found = await payload.find({
    collection: 'client-offer-views',
    where: { client: { equals: id } },
    sort: '-last_viewed_at',
    limit: SHOWN,
    depth: 0,
    user: req.user,
    overrideAccess: false,
  })
  const viewed: Viewed[] = found.docs.map((d) => ({
    offer: idOf(d.offer),
    count: d.count,
    last: d.last_viewed_at,
  }))
  const offers = viewed.length
    ? await payload.find({
        collection: 'offers',
        where: { id: { in: viewed.map((v) => v.offer).filter((o) => o != null) } },
        select: { of_ref: true, of_name: true },
        draft: true,
        locale: lang,
        limit: SHOWN,
        depth: 0,
        pagination: false,
        user: req.user,
        overrideAccess: false,
      })
    : { docs: [] }
  const when = new Intl.DateTimeFormat(w.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Monaco',
  })
  const admin = payload.config.routes.admin
  return (
    <section
      className="field-type viewed-offers"
      aria-labelledby="viewed-offers-title"
      style={{ marginBottom: 'var(--base)' }}
    >
      <h3 id="viewed-offers-title" style={{ margin: '0 0 calc(var(--base) / 2)' }}>
        {w.title}
      </h3>
      {viewed.length === 0 ? (
        <p>{w.none}</p>
      ) : (
        <ul className="viewed-offers__list" style={{ margin: '0 0 8px', paddingLeft: 18 }}>
          {viewed.map((v) => {
            const offer = offers.docs.find((o) => String(o.id) === String(v.offer))
            return (
              <li key={String(v.offer)} className="viewed-offers__item">
                {offer ? (
                  <a href={`${admin}/collections/offers/${offer.id}`}>
                    {[offer.of_ref, offer.of_name].filter(Boolean).join(' · ')}
                  </a>
                ) : (
                  `${String(v.offer)} (${w.gone})`
                )}
                {` — ${w.times(v.count)}, ${w.last} ${when.format(new Date(v.last))}`}
              </li>
            )
          })}
          {found.totalDocs > viewed.length && <li>{w.more(found.totalDocs - viewed.length)}</li>}
        </ul>
      )}
      <p
        className="viewed-offers__note"
        style={{ margin: 0, fontSize: 12, color: 'var(--theme-elevation-500)' }}
      >
        {w.note}
      </p>
    </section>
  )
}
