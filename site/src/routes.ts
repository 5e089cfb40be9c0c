import { index, route, type RouteConfig } from '@react-router/dev/routes'

import { paths } from './lib/paths'

// The specification's addresses, each with its page module; anything else is redirected home by the server.
const at = (path: string) => path.slice(1)

export default [
  index('app/pages/home.tsx', { id: 'home' }),
  route(at(paths.homeAlias), 'app/pages/home.tsx', { id: 'home-alias' }),
  route(at(paths.offers), 'app/pages/offers-redirect.tsx'),
  route(at(paths.favourites), 'app/pages/favourites.tsx'),
  route(at(paths.offerDetail), 'app/pages/offer-detail.tsx'),
  route(at(paths.offersList), 'app/pages/offers-list.tsx'),
  route(at(paths.districts), 'app/pages/districts.tsx'),
  route(at(paths.contact), 'app/pages/contact.tsx'),
  route(at(paths.partners), 'app/pages/partners.tsx'),
  route(at(paths.sitemap), 'app/pages/sitemap.tsx'),
  route(at(paths.agency), 'app/pages/agency.tsx'),
  route(at(paths.legalNotice), 'app/pages/legal-notice.tsx'),
  route(at(paths.login), 'app/pages/login.tsx', { id: 'login' }),
  route(at(paths.resetPassword), 'app/pages/login.tsx', { id: 'reset-password' }),
  route(at(paths.account), 'app/pages/account.tsx'),
  route(at(paths.extranet), 'app/pages/extranet.tsx'),
  route('*', 'app/pages/not-found.tsx'),
] satisfies RouteConfig
