import type { ClientUser } from 'payload'

/**
 * The admin's menu, grouped by task: what staff do with offers, with clients, with the site's
 * texts, the settings, and the technical records only administrators look at.
 */
export const NAV_GROUPS = {
  offers: { en: 'Offers', fr: 'Offres' },
  clients: { en: 'Clients', fr: 'Clients' },
  site: { en: 'Site', fr: 'Site' },
  settings: { en: 'Settings', fr: 'Réglages' },
  technical: { en: 'Technical', fr: 'Technique' },
} as const

export type NavGroup = keyof typeof NAV_GROUPS

/**
 * Out of the menu of staff who are not administrators (the technical records): who may read
 * them is still their access rules' choice, this only keeps the menu to the day's work.
 */
export const hiddenFromEditors = ({ user }: { user: ClientUser | null }): boolean =>
  (user as { collection?: string; role?: string } | null)?.collection !== 'users' ||
  (user as { role?: string }).role !== 'admin'
