import { WEB_API } from './web-reads'

/**
 * The other addresses of the public API the site calls: a visitor's own account, messages,
 * searches and requests, sign-in, forms and previews (a `:name` segment is a parameter).
 */
export const WEB_ACTIONS = {
  captcha: '/captcha',
  signIn: '/signin',
  autoSignIn: '/autosignin',
  signOut: '/signout',
  subscribe: '/subscribe',
  me: '/me',
  deleteMe: '/me/delete',
  exportMe: '/me/export',
  messages: '/messages',
  readMessage: '/messages/:id/read',
  replyToMessage: '/messages/:id/reply',
  visitRequests: '/actions',
  askVisit: '/ask',
  offerViewed: '/offers/:slug/viewed',
  contacts: '/contacts',
  contactUs: '/contactus',
  valuation: '/valuation',
  valuationComparables: '/valuation/comparables',
  searches: '/searches',
  search: '/searches/:id',
  searchLink: '/searches/:kind/:token',
  previewOffer: '/preview/offer',
  previewPages: '/preview/pages',
} as const

export type WebActionName = keyof typeof WEB_ACTIONS

/** The address of an action, its `:name` segments filled in (encoded) from `params`. */
export const webActionPath = (
  name: WebActionName,
  params: Record<string, string | number> = {},
): string =>
  WEB_API +
  WEB_ACTIONS[name].replace(/:([A-Za-z_]+)/g, (_all, key: string) =>
    encodeURIComponent(String(params[key] ?? '')),
  )
