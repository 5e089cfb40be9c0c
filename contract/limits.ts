/** Constants both the API and the site apply to the offers filter and the client area. */

/** One page of the list; `skip = (page - 1) * PAGE_SIZE`. */
export const PAGE_SIZE = 1000

/** The budget range; the maximum means "no upper limit". */
export const BUDGET_MIN = 0
export const BUDGET_MAX = 400_000_000

/** Room counts of the rooms filter: 1 is a studio, 5 means five or more. */
export const ROOM_COUNTS = [1, 2, 3, 4, 5] as const
export type RoomCount = (typeof ROOM_COUNTS)[number]

/** Where a building is: Monaco, the Côte d'Azur (France outside Monaco) or abroad. */
export const AREAS = ['monaco', 'france', 'international'] as const
export type Area = (typeof AREAS)[number]
export const isArea = (value: unknown): value is Area =>
  typeof value === 'string' && (AREAS as readonly string[]).includes(value)

/** The `salerent` route and query values. */
export const SALE_RENT = ['sales', 'rents', 'rents_and_sales'] as const
export type SaleRent = (typeof SALE_RENT)[number]

/** A visit request's acceptance status; `waiting` is the default. */
export const VISIT_STATUSES = ['waiting', 'in_progress', 'accepted', 'refused'] as const
export type VisitStatus = (typeof VISIT_STATUSES)[number]
export const toVisitStatus = (value: unknown): VisitStatus =>
  typeof value === 'string' && (VISIT_STATUSES as readonly string[]).includes(value)
    ? (value as VisitStatus)
    : 'waiting'

/** Unread-count refresh delay after a live `message` event, in milliseconds. */
export const UNREAD_REFRESH_DELAY_MS = 500
