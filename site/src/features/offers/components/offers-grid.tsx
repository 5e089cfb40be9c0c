import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useLayoutEffect, useRef, useState } from 'react'
import type { Offer } from '@contract/offer'

import type { Items, Service } from '../../../api/get-items'
import { OfferCard } from './offer-card'

const ROW_ESTIMATE = 640

function columnsFor(width: number): number {
  if (width >= 1100) return 3
  if (width >= 680) return 2
  return 1
}

/**
 * The result cards, in rows rendered only while near the viewport, so a page of 1000 offers
 * scrolls as smoothly as a page of ten.
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
  const [columns, setColumns] = useState(1)
  const [offset, setOffset] = useState(0)

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
  })

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
