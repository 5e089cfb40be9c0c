import type { PortalFormat } from '../../schema/collections/Portals'

/** The path of a portal's feed; the token is its only key, so it stays out of logs shown to anyone but staff. */
export const feedPath = (format: PortalFormat, token: string): string =>
  `/feeds/${format}.xml?token=${encodeURIComponent(token)}`
