import { useEffect } from 'react'
import { webActionPath } from '@contract/web-actions'

import { withSession } from '../../../api/authed-request'
import { apiPost } from '../../../lib/api-client'
import { useIsConnected } from '../../../lib/session'

/**
 * Tells the agency that the signed-in client opened this offer, so the negotiator sees it on the
 * client's page. The page may come rendered by the server, which does not know who reads it, hence
 * a call once it runs; anonymous visitors send nothing. A failure costs the client nothing.
 */
export function useClientView(slug: string, shown: boolean): void {
  const connected = useIsConnected()
  useEffect(() => {
    if (!connected || !shown || !slug) return
    withSession(() => apiPost(webActionPath('offerViewed', { slug }), {})).catch(() => undefined)
  }, [connected, shown, slug])
}
