'use client'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { formatPrice, priceLines, type PriceFields } from '@contract/format-price'
import { IMAGE_SIZES } from '@contract/media'
import { htmlLang, LANGUAGES } from '@contract/languages'

type Row = PriceFields & {
  images?: unknown[] | null
  of_web?: boolean | null
  _status?: string | null
  of_languages_missing?: string | null
}

const words = {
  fr: {
    onRequest: 'sur demande',
    month: 'mois',
    year: 'an',
    sale: 'Vente',
    rent: 'Location',
    web: 'Sur le site',
    offWeb: 'Retirée du site',
    draft: 'Brouillon',
    without: 'Sans',
    allLanguages: 'Les cinq langues',
    noPhoto: 'Sans photo',
  },
  en: {
    onRequest: 'on request',
    month: 'month',
    year: 'year',
    sale: 'Sale',
    rent: 'Rent',
    web: 'On the web',
    offWeb: 'Removed from the site',
    draft: 'Draft',
    without: 'Missing',
    allLanguages: 'All five languages',
    noPhoto: 'No photo',
  },
}
function useWords() {
  const { i18n } = useTranslation()
  return {
    lang: i18n.language === 'en' ? 'en' : 'fr',
    w: words[i18n.language === 'en' ? 'en' : 'fr'],
  } as const
}

const badge = (bg: string, fg: string) => ({
  display: 'inline-block',
  padding: '1px 8px',
  marginRight: 4,
  borderRadius: 10,
  fontSize: 12,
  background: bg,
  color: fg,
  whiteSpace: 'nowrap' as const,
})
const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id?: unknown }).id : v)

/** The first photo, through the site's image endpoint at its thumbnail size (and its 2× copy). */
export function ThumbnailCell({ rowData }: DefaultCellComponentProps) {
  const { w } = useWords()
  const first = idOf((rowData as Row).images?.[0])
  if (first == null) return <span style={badge('#fde8e8', '#9b1c1c')}>{w.noPhoto}</span>
  const [width, height] = IMAGE_SIZES.thumbnail
  return (
    <img
      className="offer-thumbnail"
      src={`/api/1.0/images/${String(first)}/${width}/${height}/cover`}
      srcSet={`/api/1.0/images/${String(first)}/${width * 2}/${height * 2}/cover 2x`}
      width={width / 1.5}
      height={height / 1.5}
      alt=""
      loading="lazy"
      style={{ borderRadius: 4, objectFit: 'cover', display: 'block' }}
    />
  )
}

/** The prices as the site shows them: "9.7M €", "22.5K € / month", "on request". */
export function PriceCell({ rowData }: DefaultCellComponentProps) {
  const { lang, w } = useWords()
  const lines = priceLines(rowData as Row)
  return (
    <span className="offer-prices">
      {lines.map((l, i) => (
        <span key={i} style={{ display: 'block', whiteSpace: 'nowrap' }}>
          {l.onRequest
            ? w.onRequest
            : l.kind === 'sale'
              ? formatPrice(l.amount, lang)
              : `${formatPrice(l.amount, lang)} / ${l.per === 'month' ? w.month : w.year}`}
        </span>
      ))}
    </span>
  )
}

/** Sale / rent, and whether visitors see the offer (published and on the web). */
export function BadgesCell({ rowData }: DefaultCellComponentProps) {
  const { w } = useWords()
  const r = rowData as Row
  const visible = r._status === 'published' && r.of_web === true
  return (
    <span className="offer-badges">
      {r.of_sell ? <span style={badge('#e0ecff', '#1e3a8a')}>{w.sale}</span> : null}
      {r.of_rent ? <span style={badge('#efe6ff', '#5b21b6')}>{w.rent}</span> : null}
      <span style={visible ? badge('#def7ec', '#03543f') : badge('#f3f4f6', '#374151')}>
        {visible ? w.web : r._status === 'published' ? w.offWeb : w.draft}
      </span>
    </span>
  )
}

/** "Sans espagnol, italien" / "Cinq langues", from the stored list of missing languages: names, never codes. */
export function LanguagesCell({ rowData }: DefaultCellComponentProps) {
  const { lang, w } = useWords()
  const stored = (rowData as Row).of_languages_missing
  if (stored == null) return <span>—</span>
  const missing = LANGUAGES.filter((l) => stored.split(' ').includes(l))
  const names = new Intl.DisplayNames([lang], { type: 'language' })
  const text = missing.length
    ? `${w.without} ${missing.map((l) => names.of(htmlLang(l)) ?? l).join(', ')}`
    : w.allLanguages
  return (
    <span className="offer-languages" style={{ color: missing.length ? '#9b1c1c' : undefined }}>
      {text}
    </span>
  )
}
