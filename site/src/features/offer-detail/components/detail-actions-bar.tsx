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
 * into view with the focus in its first field, "Call" dials who answers for the offer (its
 * negotiator's direct line, `phone`; the agency's main line when there is none). One tap away
 * wherever the visitor is on a long page, it steps aside while the visit form is on screen: it
 * would only repeat it, and would lie over its fields and its send button. On a wider screen it
 * shows only once the page says the form is off screen (see the stylesheet).
 */
export function DetailActionsBar({ phone: direct }: { phone?: string }) {
  const { t } = useTexts()
  const { data: config } = useSiteConfig()
  const phone = direct || config?.agency.phone
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
      data-form={formInView === null ? undefined : formInView ? 'in-view' : 'out-of-view'}
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

/**
 * Whether any part of the element with this id is on screen below the sticky header; null until
 * the browser has said.
 */
function useInView(id: string): boolean | null {
  const [inView, setInView] = useState<boolean | null>(null)
  useEffect(() => {
    const target = document.getElementById(id)
    if (!target || typeof IntersectionObserver === 'undefined') return
    const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), {
      rootMargin: `-${Math.round(header)}px 0px 0px 0px`,
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [id])
  return inView
}
