import type { UIFieldServerProps } from 'payload'

import { isStaffUser } from '../../schema/access/is-staff'
import { type ClientSearch, loadClientSearches } from '../demand/client-searches'
import { demandWords } from '../demand/demand-words'

const WORDS = {
  fr: {
    title: 'Recherches enregistrées et offres correspondantes',
    none: 'Aucune recherche enregistrée.',
    rooms: 'Pièces',
    budget: 'Budget',
    matching: (n: number) =>
      n === 0
        ? 'Aucune offre publiée ne correspond aujourd’hui'
        : `${n} offre${n > 1 ? 's' : ''} publiée${n > 1 ? 's' : ''} correspond${n > 1 ? 'ent' : ''} aujourd’hui`,
    more: (n: number) => `et ${n} autre${n > 1 ? 's' : ''}`,
    frequency: {
      instant: 'Alerte immédiate',
      daily: 'Alerte quotidienne',
      weekly: 'Alerte hebdomadaire',
    } as Record<string, string>,
    unconfirmed: 'non confirmée',
    lastAlert: 'dernière alerte le',
    locale: 'fr-FR',
  },
  en: {
    title: 'Saved searches and matching offers',
    none: 'No saved search.',
    rooms: 'Rooms',
    budget: 'Budget',
    matching: (n: number) =>
      n === 0
        ? 'No published offer matches today'
        : `${n} published offer${n > 1 ? 's match' : ' matches'} today`,
    more: (n: number) => `and ${n} more`,
    frequency: { instant: 'Instant alert', daily: 'Daily alert', weekly: 'Weekly alert' } as Record<
      string,
      string
    >,
    unconfirmed: 'not confirmed',
    lastAlert: 'last alert on',
    locale: 'en-GB',
  },
}

function SearchItem({
  search,
  lang,
  admin,
}: {
  search: ClientSearch
  lang: 'fr' | 'en'
  admin: string
}) {
  const w = WORDS[lang]
  const d = demandWords[lang]
  const { words } = search
  const about = [
    w.frequency[search.frequency] ?? search.frequency,
    search.confirmed ? '' : w.unconfirmed,
    search.lastAlertAt
      ? `${w.lastAlert} ${new Date(search.lastAlertAt).toLocaleDateString(w.locale, { dateStyle: 'long' })}`
      : '',
  ].filter(Boolean)
  return (
    <li className="client-searches__item" data-search-id={String(search.id)}>
      <p className="client-searches__words">
        <strong>{[words.saleRent, words.types, words.area].join(' · ')}</strong>
        {` · ${w.rooms} : ${words.rooms} · ${w.budget} : ${words.budget === d.anyBudget ? d.anyBudget.toLowerCase() : words.budget}`}
      </p>
      <p className="client-searches__about">{about.join(', ')}</p>
      <p className="client-searches__count">{w.matching(search.matching)}</p>
      {search.offers.length > 0 && (
        <ul className="client-searches__offers">
          {search.offers.map((o) => (
            <li key={String(o.id)}>
              <a href={`${admin}/collections/offers/${o.id}`}>
                {[o.ref, o.name].filter(Boolean).join(' · ')}
              </a>
            </li>
          ))}
          {search.matching > search.offers.length && (
            <li>{w.more(search.matching - search.offers.length)}</li>
          )}
        </ul>
      )}
    </li>
  )
}

/**
 * On a client's page: the client's saved searches in words and the published offers each finds
 * today, what a negotiator calls the client about. A server component; staff only (the admin is
 * theirs, and the read keeps their access).
 */
export async function ClientSearchesField({ id, payload, req, i18n }: UIFieldServerProps) {
  if (id == null || !isStaffUser(req) || !req.user) return null
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const searches = await loadClientSearches(payload, id, { user: req.user, lang })
  const w = WORDS[lang]
  return (
    <section className="field-type client-searches" aria-labelledby="client-searches-title">
      <h3 id="client-searches-title">{w.title}</h3>
      {searches.length === 0 ? (
        <p>{w.none}</p>
      ) : (
        <ul className="client-searches__list">
          {searches.map((s) => (
            <SearchItem
              key={String(s.id)}
              search={s}
              lang={lang}
              admin={payload.config.routes.admin}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
