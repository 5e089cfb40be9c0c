import { env, type Env } from '../../env'

/** Who signs every mail: the agency's name, postal address, phone, mailbox and site (AGENCY_*, PUBLIC_URL). */
export type AgencyCard = {
  name: string
  address: string
  phone: string
  email: string
  website: string
}

export const agencyCard = (
  e: Pick<
    Env,
    'AGENCY_NAME' | 'AGENCY_ADDRESS' | 'AGENCY_PHONE' | 'AGENCY_EMAIL' | 'PUBLIC_URL'
  > = env(),
): AgencyCard => ({
  name: e.AGENCY_NAME,
  address: e.AGENCY_ADDRESS,
  phone: e.AGENCY_PHONE,
  email: e.AGENCY_EMAIL,
  website: e.PUBLIC_URL,
})
