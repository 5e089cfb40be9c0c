import { type MouseEvent, useEffect, useState } from 'react'
import { telHref } from '@contract/phone-links'

import { useTexts } from '../../../i18n/texts'
import { useSiteConfig } from '../../../api/get-site-config'

/** The element the visit form sits in: the bar's link points at it, so it works before the scripts run too. */
export const VISIT_ANCHOR = 'visit-request'

/** The first field of the visit form, where the visitor starts typing. */
const firstField = (box: HTMLElement) =>
  box.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])',
  )

/**
 * The bar kept at the bottom of the screen on an offer: "Request a visit" brings the visit form
 * into view with the focus in its first field, "Call" dials the agency. One tap away wherever the
 * visitor is on a long page. On a phone it steps aside while the visit form is on screen (see the
 * stylesheet): it would only repeat it, and would lie over its last fields and its send button.
 */
export function DetailActionsBar() {
  const { t } = useTexts()
  const { data: config } = useSiteConfig()
  const phone = config?.agency.phone
  const formInView = useInView(VISIT_ANCHOR)

  const goToVisit = (e: MouseEvent<HTMLAnchorElement>) => {
    const box = document.getElementById(VISIT_ANCHOR)
    if (!box) return
    e.preventDefault()
    box.scrollIntoView({ block: 'start' })
    firstField(box)?.focus({ preventScroll: true })
  }

  return (
    <section
      className="detail-actions"
      aria-label={t('offer.actionsBar')}
      data-form-in-view={formInView || undefined}
    >
      <div className="container detail-actions__inner">
        <a className="button detail-actions__visit" href={`#${VISIT_ANCHOR}`} onClick={goToVisit}>
          {t('visit.title')}
        </a>
        {phone && (
          <a className="button button--ghost detail-actions__call" href={telHref(phone)}>
            {t('offer.call')}
          </a>
        )}
      </div>
    </section>
  )
}

/** Whether any part of the element with this id is on screen. */
function useInView(id: string): boolean {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const target = document.getElementById(id)
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting))
    observer.observe(target)
    return () => observer.disconnect()
  }, [id])
  return inView
}
