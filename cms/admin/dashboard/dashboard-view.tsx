import { getTranslation } from '@payloadcms/translations'
import { Gutter } from '@payloadcms/ui'
import type { NavGroupType } from '@payloadcms/ui/shared'
import type { AdminViewServerProps, TypedUser } from 'payload'

import { loadDashboard } from './load-dashboard'
import { DashboardCard } from './dashboard-card'
import { dashboardWords } from './dashboard-words'
import { RetentionCard } from './retention-card'
import './dashboard.scss'

/**
 * The admin's home: the day's work (what waits for someone), the week's activity with the most
 * viewed offers, and every collection below. A server component: the counts are read with the
 * Local API when the page is asked for, in the staff member's language.
 */
export async function DashboardView(props: AdminViewServerProps & { navGroups?: NavGroupType[] }) {
  const { req } = props.initPageResult
  const lang = req.i18n.language === 'en' ? 'en' : 'fr'
  const w = dashboardWords[lang]
  const adminRoute = req.payload.config.routes.admin
  const data = await loadDashboard(req.payload, {
    user: req.user as TypedUser,
    locale: lang,
    adminRoute,
  })
  const todayWords = { seeList: w.seeList, nothing: w.nothingWaiting, views: w.views }
  const activityWords = { ...todayWords, nothing: w.nothingNew }
  const numberLocale = lang === 'fr' ? 'fr-FR' : 'en-GB'
  const countCard = (
    card: (typeof data.today)[number],
    words: typeof todayWords,
    attention?: boolean,
  ) => (
    <DashboardCard
      key={card.key}
      title={w.cards[card.key] ?? card.key}
      count={card.count}
      items={card.items}
      listHref={card.listHref}
      words={words}
      numberLocale={numberLocale}
      attention={attention}
    />
  )
  return (
    <Gutter className="agency-dashboard">
      <h1 className="agency-dashboard__title">{w.title}</h1>
      <h2 className="agency-dashboard__heading">{w.today}</h2>
      <div className="agency-dashboard__grid">
        {data.today.map((card) => countCard(card, todayWords, true))}
      </div>
      <h2 className="agency-dashboard__heading">{w.activity}</h2>
      <div className="agency-dashboard__grid">
        {data.activity.map((card) => countCard(card, activityWords))}
        <DashboardCard
          title={w.cards.mostViewed ?? 'mostViewed'}
          count={data.mostViewed.total}
          items={data.mostViewed.offers.map((o) => ({
            id: o.id,
            href: o.href,
            title: o.title,
            views: o.views,
          }))}
          listHref={data.mostViewed.listHref}
          words={activityWords}
          numberLocale={numberLocale}
        />
        {data.retention ? (
          <RetentionCard summary={data.retention} words={w.retention} numberLocale={numberLocale} />
        ) : null}
      </div>
      <h2 className="agency-dashboard__heading">{w.collections}</h2>
      <div className="agency-dashboard__groups">
        {(props.navGroups ?? []).map((group) => (
          <nav key={group.label} className="agency-dashboard__group" aria-label={group.label}>
            <h3 className="agency-dashboard__group-title">{group.label}</h3>
            <ul>
              {group.entities.map((entity) => (
                <li key={entity.slug}>
                  <a href={`${adminRoute}/${entity.type}/${entity.slug}`}>
                    {getTranslation(entity.label, req.i18n)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </Gutter>
  )
}
