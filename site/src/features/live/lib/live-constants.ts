/** A `message` event refreshes the unread count after this delay. */
export const UNREAD_REFRESH_DELAY_MS = 500

import { agencyMessageKeys } from '../../../api/get-agency-messages'
import { visitRequestKeys } from '../../../api/get-visit-requests'

/** Every query a live notice can make stale: unread count, messages and visit requests of the client area. */
export const LIVE_QUERY_ROOTS = [agencyMessageKeys.all, visitRequestKeys.all] as const
