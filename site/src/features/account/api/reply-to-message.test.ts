import { describe, expect, it } from 'vitest'
import type { AgencyMessage } from '@contract/accounts'

import { agencyMessageKeys } from '../../../api/get-agency-messages'
import { messageListKey, withReply } from './reply-to-message'

const message = (ms_id: number): AgencyMessage => ({
  ms_id,
  subject: `Message ${ms_id}`,
  body: '…',
  read: false,
  createdAt: '2026-11-29T08:00:00.000Z',
  replies: [],
})

describe('a sent reply in the client’s list of messages', () => {
  it('updates the very list the messages are read into', () => {
    expect(messageListKey(7)).toEqual(agencyMessageKeys.list(7))
    expect(messageListKey('7')).toEqual(agencyMessageKeys.list('7'))
  })

  it('goes under its own message only, after the earlier replies', () => {
    const earlier = { mr_id: 1, text: 'Première', createdAt: '2026-11-29T08:01:00.000Z' }
    const sent = { mr_id: 2, text: 'Seconde', createdAt: '2026-11-29T08:02:00.000Z' }
    const list = [{ ...message(5), replies: [earlier] }, message(6)]
    expect(withReply(list, '5', sent)).toEqual([
      { ...message(5), replies: [earlier, sent] },
      message(6),
    ])
    expect(withReply(undefined, 5, sent)).toBeUndefined()
  })
})
