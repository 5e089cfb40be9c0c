import type { AgencyMessage } from '@contract/accounts'

import type { AgencyMessage as AgencyMessageDoc } from '../../cms/payload-types'

/** A message from the agency as the client area shows it. */
export const toAgencyMessage = (doc: AgencyMessageDoc): AgencyMessage =>
  ({
    ms_id: doc.id,
    subject: doc.subject,
    body: doc.body,
    read: doc.read === true,
    createdAt: doc.createdAt,
  }) satisfies AgencyMessage
