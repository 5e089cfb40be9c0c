import { index, route, type RouteConfig } from '@react-router/dev/routes'

// The specification's addresses (the same as lib/paths.ts, which routes.test.ts checks), each
// with its page module; anything else is redirected home by the server.
export default [
  index('app/pages/home.tsx', { id: 'home' }),
  route('home', 'app/pages/home.tsx', { id: 'home-alias' }),
  route('offers', 'app/pages/offers-redirect.tsx'),
  route('offers/favories', 'app/pages/favourites.tsx'),
  route('offers/details/:slug', 'app/pages/offer-detail.tsx'),
  route('offers/:where/:salerent/:types/:pieces/:budget/:page', 'app/pages/offers-list.tsx'),
  route('offers/:salerent/:where', 'app/pages/districts.tsx'),
  route('contact', 'app/pages/contact.tsx'),
  route('estimate', 'app/pages/valuation.tsx'),
  route('partners', 'app/pages/partners.tsx'),
  route('sitemap', 'app/pages/sitemap.tsx'),
  route('agence', 'app/pages/agency.tsx'),
  route('legalnotice', 'app/pages/legal-notice.tsx'),
  route('login', 'app/pages/login.tsx', { id: 'login' }),
  route('resetpass/:coId/:challenge', 'app/pages/login.tsx', { id: 'reset-password' }),
  route('subscribe', 'app/pages/subscribe.tsx'),
  route('account', 'app/pages/account.tsx'),
  route('extranet', 'app/pages/extranet.tsx'),
  route('alerts/confirm/:token', 'app/pages/alert-confirm.tsx'),
  route('alerts/unsubscribe/:token', 'app/pages/alert-unsubscribe.tsx'),
  route('verify-email/:coId/:challenge', 'app/pages/verify-email.tsx'),
  route('preview/offer/:id', 'app/pages/offer-preview.tsx'),
  route('preview/pages', 'app/pages/content-pages-preview.tsx'),
  route('*', 'app/pages/not-found.tsx'),
] satisfies RouteConfig
