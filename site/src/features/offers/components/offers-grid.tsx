import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useLayoutEffect, useRef, useState } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import type { Offer } from '@contract/offer'

import type { Items, Service } from '../../../api/get-items'
import { placeOf, rememberPlace } from '../lib/list-places'
import { OfferCard } from './offer-card'

const ROW_ESTIMATE = 640

function columnsFor(width: number): number {
  if (width >= 1100) return 3
  if (width >= 680) return 2
  return 1
}

/**
 * The result cards, in rows rendered only while near the viewport, so a page of 1000 offers
 * scrolls as smoothly as a page of ten. Back to a list the visitor left puts its grid back as
 * they left it.
 */
export function OffersGrid({
  offers,
  services,
  items,
}: {
  offers: Offer[]
  services: Service[]
  items: Items | undefined
}) {
  const container = useRef<HTMLDivElement>(null)
  const entry = useLocation().key
  // Back (or Forward) to a list the visitor left: its rows as they were, at the scroll they had.
  const back = useNavigationType() === 'POP'
  const [saved] = useState(() => (back ? placeOf(entry) : undefined))
  const [columns, setColumns] = useState(saved?.columns ?? 1)
  const [offset, setOffset] = useState(saved?.margin ?? 0)

  useLayoutEffect(() => {
    const el = container.current
    if (!el) return
    const measure = () => {
      setColumns(columnsFor(el.clientWidth))
      setOffset(el.getBoundingClientRect().top + window.scrollY)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  const rows = Math.ceil(offers.length / columns)
  // The server (and the first render in the browser, which must match it) assume a phone-sized window: the first cards are in the HTML.
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 2,
    scrollMargin: offset,
    initialRect: { width: 400, height: 900 },
    ...(saved && { initialOffset: saved.scrollY, initialMeasurementsCache: saved.rows }),
  })

  // The grid's height is known from the first render (the rows measured before), so the page is
  // long enough to scroll back to where the visitor was before anything is painted.
  useLayoutEffect(() => {
    if (saved) window.scrollTo(0, saved.scrollY)
  }, [saved])

  // Kept when the list is left (the grid's clean-up), while the page still has its height; the
  // grid stays mounted from one search to the next, so it is kept under the entry it shows last.
  const shown = useRef({ entry, columns, offset })
  useLayoutEffect(() => {
    Object.assign(shown.current, { entry, columns, offset })
  })
  useLayoutEffect(() => {
    const last = shown.current
    return () =>
      rememberPlace(last.entry, {
        scrollY: window.scrollY,
        columns: last.columns,
        margin: last.offset,
        rows: virtualizer.measurementsCache,
      })
  }, [virtualizer])

  return (
    <div
      ref={container}
      className="offers-grid"
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="offers-grid__row"
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            right: 0,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {offers.slice(row.index * columns, row.index * columns + columns).map((offer) => (
            <OfferCard
              key={String(offer.of_id)}
              offer={offer}
              services={services}
              items={items}
              eager={row.index === 0}
            />
          ))}
        </div>
      ))}
    </div>
  )
}
