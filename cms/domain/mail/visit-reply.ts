import type { PayloadRequest } from 'payload'
import { escapeHtml } from '@contract/escape-html'
import type { Language } from '@contract/languages'

import { env } from '../../env'
import { t } from '../messages'
import type { AgencyMessage, VisitRequest } from '../../payload-types'
import { agencyCard, type AgencyCard } from './agency-card'
import { clientLanguage } from './client-language'
import { queueClientMail } from './client-mail'
import { labelled, mailLayout, type MailContent } from './layout'
import { button, paragraph } from './styles'
import { visitRequestClient, visitRequestOffer } from './visit-request-records'

const e = escapeHtml

/** The mail of a staff reply: its text as typed, and where the client finds it in its area. */
export function visitReplyMail(
  lang: Language,
  { subject, text, area }: { subject: string; text: string; area: string },
  agency: AgencyCard,
): MailContent {
  const seeArea = t(lang, 'visitReply.seeArea')
  return mailLayout(
    lang,
    {
      subject: `${subject} · ${agency.name}`,
      text: `${text}\n\n${labelled(lang, seeArea, area)}\n`,
      html: [
        paragraph(e(text), 'margin:0 0 12px', 'white-space:pre-wrap'),
        button(area, seeArea, '16px 0 0'),
      ].join('\n'),
    },
    agency,
  )
}

/**
 * A staff reply on a visit request: saved as a client message (whose own hook tells the client's
 * live room), then mailed to the client in its language (French when it saved none). A mail that
 * cannot leave at once stays queued; an address the client never proved receives no mail (the
 * client area still shows it).
 */
export async function replyOnVisitRequest(
  req: PayloadRequest,
  doc: VisitRequest,
  text: string,
): Promise<void> {
  const { payload } = req
  const contact = await visitRequestClient(payload, doc, req)
  if (!contact) return
  const lang = clientLanguage(contact, 'fr')
  const offer = await visitRequestOffer(payload, doc, lang, req)
  const subject = [t(lang, 'visitReply.subject'), offer?.of_ref]
    .filter(Boolean)
    .join(' — ')
    .slice(0, 200)
  const message = (await payload.create({
    collection: 'messages',
    data: { contact: contact.id, subject, body: text },
    overrideAccess: true,
    depth: 0,
    req,
  })) as AgencyMessage
  const mail = visitReplyMail(
    lang,
    { subject, text, area: `${env().PUBLIC_URL}/account` },
    agencyCard(),
  )
  await queueClientMail(payload, contact, mail, { verifies: false }).catch((err: unknown) =>
    payload.logger.error(
      { err, message: message.id },
      'a reply to a visit request was saved but its first mailing failed',
    ),
  )
}
