/** The locales whose separators the admin's two languages write amounts with. */
const LOCALE = { fr: 'fr-FR', en: 'en-GB' } as const
type Lang = keyof typeof LOCALE

/** "2 500 000" (French, narrow no-break spaces) or "2,500,000" (English); empty for no amount. */
export function formatAmount(value: unknown, lang: Lang): string {
  if (typeof value === 'string') return value
  if (typeof value !== 'number' || !Number.isFinite(value)) return ''
  return new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 2 }).format(value)
}

/**
 * The amount typed, read with the language's separators: spaces of any kind group thousands, and
 * so do commas in English, where the point marks decimals; in French the comma marks decimals.
 * null for an empty box, undefined for text that is not an amount (kept, so the form says so).
 */
export function parseAmount(text: string, lang: Lang): number | null | undefined {
  let t = text.replace(/[\s\u00a0\u202f']/g, '').replace(/€$/, '')
  if (t === '') return null
  t = lang === 'en' ? t.replace(/,/g, '') : t.replace(/\./g, '').replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(t)) return undefined
  return Number(t)
}
