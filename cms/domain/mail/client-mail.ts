import type { Payload } from 'payload'

import type { Client } from '../../payload-types'
import { queueMail, type QueuedMail } from './queue-mail'

/**
 * Mail to a client. An address nobody has proven theirs (a link mailed to it was never followed)
 * receives only mails whose link proves it (`verifies`: choose a password, reset it, verify the
 * address); anything else the agency would send is held back, so a client who typed someone
 * else's address cannot make the agency write to that person. Resolves whether the mail went.
 */
export async function queueClientMail(
  payload: Payload,
  contact: Pick<Client, 'email' | 'co_email_verified'>,
  mail: Omit<QueuedMail, 'to'>,
  { verifies }: { verifies: boolean },
): Promise<boolean> {
  if (!contact.email) return false
  if (!verifies && contact.co_email_verified !== true) return false
  await queueMail(payload, { ...mail, to: contact.email })
  return true
}
