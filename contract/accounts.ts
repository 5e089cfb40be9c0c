import type { Id } from './envelope'
import type { VisitStatus } from './limits'
import type { MessageReply } from './message-reply'

export const CONTACT_FLAGS = [
  'co_issyndic',
  'co_isrenter',
  'co_isowner',
  'co_isagency',
  'co_isagent',
  'co_issociety',
] as const
export type ContactFlag = (typeof CONTACT_FLAGS)[number]

export const CONTACT_TEXT_FIELDS = [
  'co_civility',
  'co_firstname',
  'co_name',
  'co_function',
  'co_mobile1',
  'co_tel1',
  'co_type',
  'co_post',
  'co_address1',
  'co_address2',
  'co_address3',
  'co_zip',
  'co_city',
  'co_country',
] as const
export type ContactTextField = (typeof CONTACT_TEXT_FIELDS)[number]

/** A client account as the API returns it (legacy name: contact, fields `co_*`): never a password, hash, salt, reset token or lock counter. */
export type Client = {
  co_id: Id
  co_login: string
  co_email1: string
  createdAt: string
  co_email_verified: boolean
} & Record<ContactTextField, string> &
  Record<ContactFlag, boolean>

/** A client's visit request (legacy name: action). */
export type VisitRequest = {
  ac_id: Id
  createdAt: string
  ac_comment: string
  ac_status: VisitStatus
  date_start: string
  date_end: string
  of_id: { of_id: Id; of_slug_fr: string; of_name_fr: string; of_name_en: string }
}

/** A message from the agency to one client (collection `messages`). */
export type AgencyMessage = {
  ms_id: Id
  subject: string
  body: string
  read: boolean
  createdAt: string
  /** The client's own replies to it, oldest first. */
  replies: MessageReply[]
}

/** Countries the contact and visit forms offer (stored as given). */
export const CONTACT_COUNTRIES = [
  'Monaco',
  'France',
  'Angleterre',
  'Italie',
  'Espagne',
  'Russie',
] as const
