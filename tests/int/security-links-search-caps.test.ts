import { describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import { solveCaptcha } from '../helpers/captcha'
import { call } from '../helpers/http'
import { makeConfirmedSearches } from '../helpers/saved-searches'
import { useServer } from '../helpers/server'

// Many saves from one address: room above the per-address limit (read when the routes are built).
process.env.RATE_LIMIT_SCALE = '10'

const running = useServer()

const save = async (email: string) =>
  call(running.url, 'POST', '/web/1.0/searches', {
    filter: { sale: true },
    frequency: 'weekly',
    lang: 'fr',
    email,
    altcha: await solveCaptcha(running.url),
  })

describe('saved searches of one mailbox', () => {
  it('a stranger cannot fill someone’s saved-search slots with plus-addresses, gmail dots or unconfirmed searches', async () => {
    // A mailbox with its 20 confirmed searches: a +tag or other case of the address is the same mailbox.
    await makeConfirmedSearches(running.payload, { email: 'owner@example.com' }, 20)
    for (const alias of ['Owner+more@example.com', 'owner+x@EXAMPLE.com']) {
      const res = await save(alias)
      expect(res.status, alias).toBe(403)
      expect(res.body.err).toMatchObject({
        code: 'forbidden',
        message: expect.stringContaining('20'),
      })
    }

    // A stranger saving for someone else's address gets three unconfirmed searches, not twenty.
    for (const alias of ['victim@example.com', 'victim+a@example.com', 'VICTIM+b@example.com']) {
      expect((await save(alias)).status, alias).toBe(200)
    }
    const fourth = await save('victim+c@example.com')
    expect(fourth.status).toBe(403)
    expect(fourth.body.err).toMatchObject({
      code: 'forbidden',
      message: expect.stringContaining('3'),
    })

    // Gmail ignores dots and +tags: j.doe+1@gmail.com and jdoe@googlemail.com are one mailbox.
    for (const alias of ['j.doe@gmail.com', 'jdoe+1@gmail.com', 'J.D.O.E@googlemail.com']) {
      expect((await save(alias)).status, alias).toBe(200)
    }
    expect((await save('jd.oe+2@gmail.com')).status).toBe(403)

    // Unconfirmed searches expire: two days on, they no longer hold the mailbox's slots.
    const old = new Date(Date.now() - 49 * 3_600_000).toISOString()
    const { docs } = await running.payload.find({
      collection: 'saved-searches',
      where: { email: { like: 'victim' } },
      overrideAccess: true,
      pagination: false,
    })
    expect(docs).toHaveLength(3)
    for (const doc of docs)
      await running.payload.db.updateOne({
        collection: 'saved-searches',
        id: doc.id,
        data: { createdAt: old },
        returning: false,
      })
    expect((await save('victim@example.com')).status).toBe(200)

    // The owner's own confirmed searches are still theirs: at most 20 once confirmed.
    expect(
      await running.payload.count({
        collection: 'saved-searches',
        where: {
          and: [{ email: { equals: 'owner@example.com' } }, { confirmed: { equals: true } }],
        },
        overrideAccess: true,
      }),
    ).toEqual({ totalDocs: 20 })

    // Each accepted search mailed its confirmation (sent after the answer: waited for before the server stops).
    for (let i = 0; readOutbox(env().outboxDir).length < 7 && i < 400; i++)
      await new Promise((r) => setTimeout(r, 50))
    expect(readOutbox(env().outboxDir)).toHaveLength(7)
  })
})
