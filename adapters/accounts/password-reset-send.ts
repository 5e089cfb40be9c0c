import type { Payload } from 'payload'
import { toLanguage, type Language } from '@contract/languages'

import type { Env } from '@cms/env'
import type { Client } from '@cms/payload-types'
import { createChallenge } from '@cms/domain/auth/reset-challenges'
import { passwordMail, type PasswordMailKind } from '@cms/domain/mail/password-mail'
import { queueClientMail } from '@cms/domain/mail/client-mail'
import { agencyCard } from '@cms/domain/mail/agency-card'

/** The language of a client's mails: the one asked, else the one saved in its preferences, else en. */
export function mailLanguage(asked: unknown, contact: Client): Language {
  if (asked) return toLanguage(asked)
  const prefs = contact.co_preferences
  return toLanguage(
    prefs && typeof prefs === 'object' && !Array.isArray(prefs)
      ? (prefs as { lang?: unknown }).lang
      : undefined,
  )
}

/**
 * Creates a challenge and mails the `/resetpass/{co_id}/{challenge}` link to the client. The mail
 * greets by first name only an address the client has proven: anyone may write any first name
 * beside someone else's address, and the agency must not carry that text to them.
 */
export async function sendPasswordMail(
  payload: Payload,
  e: Env,
  contact: Client,
  kind: PasswordMailKind,
  lang: Language,
): Promise<void> {
  if (!contact.email) throw new Error(`contact ${contact.id} has no e-mail address`)
  const challenge = await createChallenge(payload, contact.id, kind, contact.email)
  const link = `${e.PUBLIC_URL}/resetpass/${encodeURIComponent(String(contact.id))}/${challenge}`
  const firstname = contact.co_email_verified === true ? (contact.co_firstname ?? '') : ''
  const mail = passwordMail(kind, lang, link, firstname, agencyCard(e))
  await queueClientMail(payload, contact, mail, { verifies: true })
}
