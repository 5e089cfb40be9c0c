'use client'
import { useConfig, useFormFields, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type Found = { id: number | string; of_ref?: string | null; of_name?: string | null }

const WORDS = {
  fr: { title: 'Offres favorites', none: 'Aucune offre en favori', gone: 'offre supprimée' },
  en: { title: 'Favourite offers', none: 'No favourite offer', gone: 'deleted offer' },
}

/** The ids a client's preferences keep as favourites (`favories`), as the site saves them. */
function favouriteIds(preferences: unknown): string[] {
  const list = (preferences as { favories?: unknown } | null)?.favories
  return Array.isArray(list) ? list.map(String).filter((id) => /^\d{1,15}$/.test(id)) : []
}

/** On a client's page: the offers the client keeps as favourites on the site, each a link to its page here. */
export function FavouriteOffers() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const words = i18n.language === 'en' ? WORDS.en : WORDS.fr
  const preferences = useFormFields(([fields]) => fields.co_preferences?.value)
  const ids = favouriteIds(preferences)
  const key = ids.join(',')
  const [found, setFound] = useState<Found[]>([])

  useEffect(() => {
    if (!key) return setFound([])
    let cancelled = false
    const query = `where[id][in]=${key}&depth=0&draft=true&limit=100&locale=${i18n.language === 'en' ? 'en' : 'fr'}&select[of_ref]=true&select[of_name]=true`
    void fetch(`${config.serverURL}${config.routes.api}/offers?${query}`, {
      credentials: 'include',
    })
      .then((r) => (r.ok ? r.json() : { docs: [] }))
      .then((answer: { docs?: Found[] }) => !cancelled && setFound(answer.docs ?? []))
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [key, i18n.language, config.serverURL, config.routes.api])

  const admin = `${config.routes.admin}/collections/offers`
  return (
    <div className="field-type favourite-offers" style={{ marginBottom: 'var(--base)' }}>
      <h3 style={{ margin: '0 0 calc(var(--base) / 2)' }}>{words.title}</h3>
      {ids.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <ul>
          {ids.map((id) => {
            const offer = found.find((o) => String(o.id) === id)
            return (
              <li key={id}>
                {offer ? (
                  <a href={`${admin}/${id}`}>
                    {[offer.of_ref, offer.of_name].filter(Boolean).join(' · ')}
                  </a>
                ) : (
                  `${id} (${words.gone})`
                )}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
