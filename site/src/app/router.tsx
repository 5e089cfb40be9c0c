import { lazy } from 'react'
import { createBrowserRouter, Navigate } from 'react-router-dom'

import { HomePage } from '../features/home/components/home-page'
import { ExtranetRedirect } from './layout/extranet-redirect'
import { SiteLayout } from './layout/site-layout'
import { paths } from '../lib/paths'

// Home ships in the first bundle; every other page loads when first visited.
const page = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await load())[name] as React.ComponentType }))

const OffersRedirect = page(() => import('../features/offers/components/offers-redirect'), 'OffersRedirect')
const OffersListPage = page(() => import('../features/offers/components/offers-list-page'), 'OffersListPage')
const FavouritesPage = page(() => import('./routes/favourites-route'), 'FavouritesRoute')
const OfferDetailPage = page(() => import('./routes/offer-detail-route'), 'OfferDetailRoute')
const DistrictsPage = page(() => import('../features/districts/components/districts-page'), 'DistrictsPage')
const ContactPage = page(() => import('../features/contact/components/contact-page'), 'ContactPage')
const AgencyPage = page(() => import('../features/content/components/agency-page'), 'AgencyPage')
const PartnersPage = page(() => import('../features/content/components/partners-page'), 'PartnersPage')
const SitemapPage = page(() => import('../features/content/components/sitemap-page'), 'SitemapPage')
const LegalNoticePage = page(() => import('../features/content/components/legal-notice-page'), 'LegalNoticePage')
const LoginPage = page(() => import('../features/auth/components/login-page'), 'LoginPage')
const AccountPage = page(() => import('./routes/account-route'), 'AccountRoute')

export const routes = [
  {
    element: <SiteLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.homeAlias, element: <HomePage /> },
      { path: paths.offers, element: <OffersRedirect /> },
      { path: paths.favourites, element: <FavouritesPage /> },
      { path: paths.offerDetail, element: <OfferDetailPage /> },
      { path: paths.offersList, element: <OffersListPage /> },
      { path: paths.districts, element: <DistrictsPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.partners, element: <PartnersPage /> },
      { path: paths.sitemap, element: <SitemapPage /> },
      { path: paths.agency, element: <AgencyPage /> },
      { path: paths.legalNotice, element: <LegalNoticePage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.resetPassword, element: <LoginPage /> },
      { path: paths.account, element: <AccountPage /> },
      { path: paths.extranet, element: <ExtranetRedirect /> },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
