'use client'
import { DefaultEditView, useDocumentInfo } from '@payloadcms/ui'
import type { DocumentViewClientProps } from 'payload'

import { InviteClientForm } from './invite-client-form'
import './clients-admin.scss'

/**
 * A client's page in the admin: Payload's own form for an existing client; for a new one, the
 * invitation form, since a client chooses its own login and password.
 */
export function ClientEditView(props: DocumentViewClientProps) {
  const { id } = useDocumentInfo()
  return id ? <DefaultEditView {...props} /> : <InviteClientForm />
}
