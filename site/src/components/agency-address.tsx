import type { SiteConfig } from '../api/get-site-config'

/** A number as a `tel:` link wants it: digits and the leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

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
