import type { SaleRent } from './offer-filter'

/** Every route of the site, in one place. */
export const paths = {
  home: '/',
  homeAlias: '/home',
  offers: '/offers',
  favourites: '/offers/favories',
  offersList: '/offers/:where/:salerent/:types/:pieces/:budget/:page',
  offerDetail: '/offers/details/:slug',
  districts: '/offers/:salerent/:where',
  contact: '/contact',
  valuation: '/estimate',
  partners: '/partners',
  sitemap: '/sitemap',
  agency: '/agence',
  legalNotice: '/legalnotice',
  login: '/login',
  resetPassword: '/resetpass/:coId/:challenge',
  subscribe: '/subscribe',
  account: '/account',
  extranet: '/extranet',
  alertConfirm: '/alerts/confirm/:token',
  alertUnsubscribe: '/alerts/unsubscribe/:token',
  verifyEmail: '/verify-email/:coId/:challenge',
  offerPreview: '/preview/offer/:id',
  contentPagesPreview: '/preview/pages',
} as const

export { offerDetailPath } from '@contract/offer'
export const districtsPath = (salerent: SaleRent, where: 'monaco' | 'france') =>
  `/offers/${salerent}/${where}`
