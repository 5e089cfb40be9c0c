import type { TFunction } from 'i18next'

const KEYS = [
  'label',
  'verified',
  'verifying',
  'waitAlert',
  'error',
  'expired',
  'verificationRequired',
  'verify',
  'reload',
  'loading',
  'cancel',
] as const

type AltchaI18n = {
  get: (code: string) => Record<string, string> | undefined
  set: (code: string, strings: Record<string, string>) => void
}

/**
 * Gives the widget the page's texts under the page's language code (the widget's own bundle
 * speaks English only): the site's translations, over the English strings for the rare texts of
 * challenges this server never sends (audio and image codes).
 */
export function registerAltchaStrings(code: string, t: TFunction): void {
  const i18n = (globalThis as { $altcha?: { i18n: AltchaI18n } }).$altcha?.i18n
  if (!i18n) return
  const own = Object.fromEntries(KEYS.map((k) => [k, t(`altcha.${k}`)]))
  const officialSite = t('altcha.officialSite')
  const footer = `${t('altcha.protectedBy')} <a href="https://altcha.org/" tabindex="-1" target="_blank" rel="noopener" aria-label="${officialSite}">ALTCHA</a>`
  i18n.set(code, { ...i18n.get('en'), ...own, ariaLinkLabel: officialSite, footer })
}
