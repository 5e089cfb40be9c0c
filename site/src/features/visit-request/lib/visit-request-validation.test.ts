import { describe, expect, it } from 'vitest'

import { checkVisitRequest, emptyVisit, type VisitValues } from './visit-request-validation'

const filled: VisitValues = {
  ...emptyVisit,
  co_civility: 'mme',
  co_firstname: 'Anna',
  co_name: 'Rossi',
  co_email1: 'anna@example.mc',
  co_tel1: '+377 93 00 00 00',
  co_country: 'Italie',
  date_start: '2026-12-01',
  date_end: '2026-12-10',
  altcha: 'payload',
}

describe('visit request validation', () => {
  it('asks an anonymous visitor for every contact field, both dates and the robot check', () => {
    const { problems } = checkVisitRequest(emptyVisit, false)
    expect(Object.entries(problems)).toEqual(
      [
        'co_civility',
        'co_firstname',
        'co_name',
        'co_email1',
        'co_tel1',
        'co_country',
        'date_start',
        'date_end',
        'altcha',
      ].map((f) => [f, 'missing']),
    )
  })

  it('asks a connected visitor only for the dates and the robot check', () => {
    expect(checkVisitRequest(emptyVisit, true).problems).toEqual({
      date_start: 'missing',
      date_end: 'missing',
      altcha: 'missing',
    })
    expect(
      checkVisitRequest(
        { ...emptyVisit, date_start: '2026-12-01', date_end: '2026-12-02', altcha: 'x' },
        true,
        '2026-11-01',
      ).ok,
    ).toBe(true)
  })

  it('accepts a complete request', () => {
    expect(checkVisitRequest(filled, false, '2026-11-01')).toEqual({ problems: {}, ok: true })
  })

  it('sends nothing when the entry date is after the exit date', () => {
    const check = checkVisitRequest({ ...filled, date_start: '2026-12-11' }, false, '2026-11-01')
    expect(check.problems).toEqual({ date_end: 'inverted' })
    expect(check.ok).toBe(false)
  })

  it('sends nothing for a start before today or a window longer than one year', () => {
    expect(checkVisitRequest(filled, false, '2026-12-02').problems).toEqual({ date_start: 'past' })
    expect(
      checkVisitRequest({ ...filled, date_end: '2027-12-02' }, false, '2026-11-01').problems,
    ).toEqual({ date_end: 'tooLong' })
    expect(checkVisitRequest({ ...filled, date_end: '2027-12-01' }, false, '2026-11-01').ok).toBe(
      true,
    )
  })

  it('rejects a malformed e-mail', () => {
    expect(checkVisitRequest({ ...filled, co_email1: 'anna' }, false, '2026-11-01')).toEqual({
      problems: { co_email1: 'email' },
      ok: false,
    })
  })

  it('names every refused field once, in the form order, whatever its problem', () => {
    const check = checkVisitRequest(
      {
        ...filled,
        co_firstname: ' ',
        co_email1: 'anna@',
        co_country: 'Atlantide',
        date_start: '2026-10-01',
        date_end: '0000-00-00',
      },
      false,
      '2026-11-01',
      (text) => text === 'Italie',
    )
    expect(Object.entries(check.problems)).toEqual([
      ['co_firstname', 'missing'],
      ['co_email1', 'email'],
      ['co_country', 'country'],
      ['date_start', 'past'],
      ['date_end', 'missing'],
    ])
  })

  it('asks a connected visitor for no contact field, country included', () => {
    expect(
      checkVisitRequest(
        { ...emptyVisit, date_start: '2026-12-01', date_end: '2026-12-02', altcha: 'x' },
        true,
        '2026-11-01',
        () => false,
      ),
    ).toEqual({ problems: {}, ok: true })
  })
})
