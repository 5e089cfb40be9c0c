import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** Every offer in Monaco, for sale or to rent, first page. */
export const MONACO_LIST = '/offers/monaco/rents_and_sales/types-all/pieces-all/budget-all/1'

/** A text as a reader sees it: Intl's no-break spaces as spaces, runs of white space as one. */
export const plain = (s: string | null) =>
  (s ?? '')
    .replace(/[\u202f\u00a0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** Waits until the list states `total` results ("1 property", "12 properties"). */
export const expectStatedTotal = (page: Page, total: number) =>
  expect
    .poll(() =>
      page
        .getByText(/\d+ propert/)
        .first()
        .textContent(),
    )
    .toBe(`${total} ${total === 1 ? 'property' : 'properties'}`)
