import { useState } from 'react'
import { useLocation, useRouteLoaderData } from 'react-router'

import { useTexts } from '../../../i18n/texts'

/** Share the page by e-mail, WhatsApp, Facebook, X, LinkedIn, or copy its address. */
export function ShareLinks({ title }: { title: string }) {
  const { t } = useTexts()
  const [copied, setCopied] = useState(false)
  const location = useLocation()
  const origin = (useRouteLoaderData('root') as { origin?: string } | undefined)?.origin ?? ''
  const url = `${origin}${location.pathname}${location.search}`
  const u = encodeURIComponent(url)
  const text = encodeURIComponent(title)
  const links = [
    { name: t('share.email'), href: `mailto:?subject=${text}&body=${text}%0A${u}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}%20${u}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ]
  return (
    <div className="share">
      <span className="share__label">{t('share.title')}</span>
      <ul className="share__list">
        {links.map((l) => (
          <li key={l.name}>
            <a
              href={l.href}
              target={l.href.startsWith('mailto:') ? undefined : '_blank'}
              rel="noopener noreferrer"
            >
              {l.name}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="link-button"
            onClick={() =>
              navigator.clipboard?.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? t('share.copied') : t('share.copy')}
          </button>
        </li>
      </ul>
    </div>
  )
}
