import type { Payload } from 'payload'

import type { OutboxMail } from '@cms/domain/email/outbox-transport'

/**
 * This test file's Payload, started alone (no HTTP server; its job crons run as the environment
 * says), and a reader of the mails it wrote to the outbox. Imported late, so that the test file's
 * environment is set first.
 */
export async function payloadWithOutbox(): Promise<{
  payload: Payload
  outbox: () => OutboxMail[]
}> {
  const { initPayload } = await import('@cms/domain/start/init-payload')
  const { env, refreshSettings } = await import('@cms/env')
  const { readOutbox } = await import('@cms/domain/email/outbox-transport')
  refreshSettings()
  const payload = await initPayload()
  return { payload, outbox: () => readOutbox(env().outboxDir) }
}
