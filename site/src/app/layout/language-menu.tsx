import { useId } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { LANGUAGE_NAMES, type Language, MENU_LANGUAGES } from '@contract/languages'

import { useTexts } from '../../i18n/texts'
import { rememberLanguage } from '../../i18n/i18n'
import { useHoverMenu } from './use-hover-menu'

const SHORT: Record<Language, string> = { fr: 'FR', en: 'EN', ru: 'RU', sp: 'ES', it: 'IT' }

/** French, English and Russian in the menu; ?lang= also accepts sp and it. */
export function LanguageMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t, lang } = useTexts()
  const menu = useHoverMenu()
  const id = useId()
  const current = lang
  const location = useLocation()
  const navigate = useNavigate()
  // The address carries the language (crawlers and shared links see the same page); the server sends its texts.
  const changeLanguage = (lang: Language) => {
    rememberLanguage(lang)
    const search = new URLSearchParams(location.search)
    search.set('lang', lang)
    void navigate(
      { pathname: location.pathname, search: `?${search}`, hash: location.hash },
      { preventScrollReset: true },
    )
  }
  return (
    <li className="nav__item nav__item--menu nav__item--lang" {...menu.containerProps}>
      <button
        type="button"
        className="nav__link"
        aria-expanded={menu.open}
        aria-controls={id}
        aria-label={`${t('nav.language')}: ${LANGUAGE_NAMES[current] ?? current}`}
        onClick={menu.toggle}
      >
        {SHORT[current] ?? current}
        <span className="nav__caret" aria-hidden="true" />
      </button>
      <ul id={id} className="nav__dropdown nav__dropdown--right" hidden={!menu.open}>
        {MENU_LANGUAGES.map((lang) => (
          <li key={lang}>
            <button
              type="button"
              lang={lang}
              aria-current={lang === current ? 'true' : undefined}
              onClick={() => {
                changeLanguage(lang)
                menu.close()
                onNavigate?.()
              }}
            >
              {LANGUAGE_NAMES[lang]}
            </button>
          </li>
        ))}
      </ul>
    </li>
  )
}
