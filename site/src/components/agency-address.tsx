import { telHref } from '@contract/phone-links'

import type { SiteConfig } from '../api/get-site-config'

/** The agency's postal address, telephone and e-mail, each one tap away. */
export function AgencyAddress({ agency }: { agency: SiteConfig['agency'] }) {
  return (
    <address>
      {agency.address}
      <br />
      <a href={telHref(agency.phone)}>{agency.phone}</a>
      <br />
      <a href={`mailto:${agency.email}`}>{agency.email}</a>
    </address>
  )
}
