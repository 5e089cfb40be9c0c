import type { ComponentType } from 'react'
import { Link } from 'react-router'

import { useTexts } from '../../../i18n/texts'
import { paths } from '../../../lib/paths'
import { FeaturedOffers } from './featured-offers'
import { HomeCarousel } from './home-carousel'
import { HomeFilters } from './home-filters'

/** The home page; the district tiles come from their own feature, given by the app. */
export function HomePage({ Districts }: { Districts?: ComponentType }) {
  const { t } = useTexts()
  return (
    <main id="main">
      <HomeCarousel />
      <div className="container home-search-wrap">
        <HomeFilters />
      </div>
      <FeaturedOffers />
      {Districts && <Districts />}
      <section className="container welcome">
        <p className="eyebrow">{t('home.welcomeEyebrow')}</p>
        <h2 className="section-title">{t('home.welcomeTitle')}</h2>
        <div className="welcome__text">
          <p>{t('home.welcome1')}</p>
          <p>{t('home.welcome2')}</p>
        </div>
      </section>
      <section className="student-banner" aria-labelledby="student-title">
        <div className="container student-banner__inner">
          <div>
            <p className="eyebrow eyebrow--light">{t('student.eyebrow')}</p>
            <h2 id="student-title" className="section-title section-title--light">
              {t('student.title')}
            </h2>
            <p>{t('student.text')}</p>
          </div>
          <div className="student-banner__price">
            <span>{t('student.from')}</span>
            <strong>350 €</strong>
            <span>{t('student.perMonth')}</span>
            <Link to={paths.contact} className="button button--light">
              {t('student.cta')}
            </Link>
          </div>
        </div>
      </section>
    </main>
  )
}
