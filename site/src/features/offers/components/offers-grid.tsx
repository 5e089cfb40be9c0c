import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import type { Offer } from '@contract/offer'

import type { Items, Service } from '../../../api/get-items'
import { type GridLayout, gridLayoutOf, PHONE_LAYOUT, reservedRows } from '../lib/grid-layout'
import { placeOf, rememberPlace } from '../lib/list-places'
import { OfferCard } from './offer-card'

/**
 * The result cards, rendered only while near the viewport, so a page of 1000 offers scrolls as
 * smoothly as a page of ten. Every card has the same height, set by the style sheet for the grid's
 * width, and the grid's height is reserved there from `count`: the server's HTML is already as
 * tall as the hydrated list, so nothing below it moves. The rendered cards follow one another in
 * the grid's flow, after a padding as tall as the rows scrolled past. Back to a list the visitor
 * left puts its grid back as they left it.
 */
export function OffersGrid({
  offers,
  count = offers.length,
  services,
  items,
}: {
  offers: Offer[]
  /** How many offers the page has, of which `offers` may be the first only (the server's HTML). */
  count?: number
  services: Service[]
  items: Items | undefined
}) {
  const grid = useRef<HTMLDivElement>(null)
  const entry = useLocation().key
  // Back (or Forward) to a list the visitor left: its rows as they were, at the scroll they had.
  const back = useNavigationType() === 'POP'
  const [saved] = useState(() => (back ? placeOf(entry) : undefined))
  const [layout, setLayout] = useState(saved?.layout ?? PHONE_LAYOUT)
  const [offset, setOffset] = useState(saved?.margin ?? 0)

  useLayoutEffect(() => {
    const el = grid.current
    if (!el) return
    const measure = () => {
      const next = gridLayoutOf(el)
      setLayout((now) => (now.columns === next.columns && now.pitch === next.pitch ? now : next))
      setOffset(el.getBoundingClientRect().top + window.scrollY)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  const { columns, pitch } = layout
  // The server (and the first render in the browser, which must match it) assume a phone-sized
  // window: the first cards are in the HTML, in the grid's flow whatever its columns.
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(count / columns),
    estimateSize: () => pitch,
    overscan: 2,
    scrollMargin: offset,
    initialRect: { width: 400, height: 900 },
    ...(saved && { initialOffset: saved.scrollY }),
  })
  // A new pitch (another width) places every row anew.
  useLayoutEffect(() => {
    virtualizer.measure()
  }, [virtualizer, pitch, columns])

  // The grid's height is reserved from the first render, so the page is long enough to scroll
  // back to where the visitor was before anything is painted.
  useLayoutEffect(() => {
    if (saved) window.scrollTo(0, saved.scrollY)
  }, [saved])

  useKeptPlace(entry, layout, offset)

  const rows = virtualizer.getVirtualItems()
  const firstRow = rows[0]?.index ?? 0
  const lastRow = rows.at(-1)?.index ?? -1
  const indexes: number[] = []
  for (let i = firstRow * columns; i < Math.min(count, (lastRow + 1) * columns); i++)
    indexes.push(i)

  return (
    <div className="offers-grid-frame">
      <div
        ref={grid}
        className="offers-grid"
        data-count={count}
        style={{ ...reservedRows(count), '--start': firstRow } as CSSProperties}
      >
        {indexes.map((i) => {
          const offer = offers[i]
          // Past the first cards of the server's HTML, until the whole page has arrived.
          if (!offer) return <div key={`pending-${i}`} className="offer-card offer-card--pending" />
          // Keyed by place and offer: an offer that moves (another search, another order) is drawn
          // anew where it lands, never carried across the page, which would count as a layout shift.
          return (
            <OfferCard
              key={`${i}-${String(offer.of_id)}`}
              offer={offer}
              services={services}
              items={items}
              eager={i < columns}
              deferred={i >= columns}
            />
          )
        })}
      </div>
    </div>
  )
}

/**
 * Kept when the list is left (the grid's clean-up), while the page still has its height; the grid
 * stays mounted from one search to the next, so it is kept under the entry it shows last.
 */
function useKeptPlace(entry: string, layout: GridLayout, offset: number) {
  const shown = useRef({ entry, layout, offset })
  useLayoutEffect(() => {
    Object.assign(shown.current, { entry, layout, offset })
  })
  useLayoutEffect(() => {
    const last = shown.current
    return () =>
      rememberPlace(last.entry, {
        scrollY: window.scrollY,
        layout: last.layout,
        margin: last.offset,
      })
  }, [])
}
