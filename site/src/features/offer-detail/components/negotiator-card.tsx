import type { Negotiator } from '@contract/negotiator'
import { telHref, whatsappHref } from '@contract/phone-links'
import { imagePath } from '@contract/offer'
import { htmlLang, type Language } from '@contract/languages'

import { useTexts } from '../../../i18n/texts'

/** "français, anglais et italien": the codes named and joined in the page's language. */
function languageNames(codes: string[], pageLanguage: Language): string {
  const locale = htmlLang(pageLanguage)
  const names = new Intl.DisplayNames([locale], { type: 'language' })
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })
  return list.format(codes.map((c) => names.of(c) ?? c))
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')

/** Who answers for the offer: photo, name, languages, direct line, WhatsApp and e-mail. */
export function NegotiatorCard({ negotiator: n }: { negotiator: Negotiator }) {
  const { t, lang } = useTexts()
  const agency = n.ne_id == null
  return (
    <section className="negotiator" aria-labelledby="negotiator-name">
      <p className="negotiator__role">{t(agency ? 'negotiator.agency' : 'negotiator.title')}</p>
      <div className="negotiator__who">
        {n.ne_photo != null ? (
          <img
            className="negotiator__photo"
            src={imagePath(n.ne_photo, 75, 75)}
            srcSet={`${imagePath(n.ne_photo, 150, 150)} 2x`}
            width={64}
            height={64}
            alt=""
            loading="lazy"
          />
        ) : (
          <span className="negotiator__photo negotiator__initials" aria-hidden="true">
            {initials(n.ne_name)}
          </span>
        )}
        <div>
          <p id="negotiator-name" className="negotiator__name">
            {n.ne_name}
          </p>
          {n.ne_languages.length > 0 && (
            <p className="negotiator__languages">
              {t('negotiator.speaks', { languages: languageNames(n.ne_languages, lang) })}
            </p>
          )}
        </div>
      </div>
      <ul className="negotiator__contacts">
        {n.ne_phone && (
          <li>
            <a href={telHref(n.ne_phone)}>
              <span className="negotiator__label">{t('negotiator.phone')}</span>{' '}
              <span className="negotiator__value">{n.ne_phone}</span>
            </a>
          </li>
        )}
        {n.ne_whatsapp && (
          <li>
            <a href={whatsappHref(n.ne_whatsapp)} target="_blank" rel="noopener noreferrer">
              <span className="negotiator__label">WhatsApp</span>{' '}
              <span className="negotiator__value">{n.ne_whatsapp}</span>
            </a>
          </li>
        )}
        {n.ne_email && (
          <li>
            <a href={`mailto:${n.ne_email}`}>
              <span className="negotiator__label">{t('negotiator.email')}</span>{' '}
              <span className="negotiator__value">{n.ne_email}</span>
            </a>
          </li>
        )}
      </ul>
      <p className="negotiator__answers">
        {t(agency ? 'negotiator.agencyAnswers' : 'negotiator.answers', { name: n.ne_name })}
      </p>
    </section>
  )
}
