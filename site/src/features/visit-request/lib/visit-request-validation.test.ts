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
    expect(checkVisitRequest(emptyVisit, false).missing).toEqual([
      'co_civility',
      'co_firstname',
      'co_name',
      'co_email1',
      'co_tel1',
      'co_country',
      'date_start',
      'date_end',
      'altcha',
    ])
  })

  it('asks a connected visitor only for the dates and the robot check', () => {
    expect(checkVisitRequest(emptyVisit, true).missing).toEqual([
      'date_start',
      'date_end',
      'altcha',
    ])
    expect(
      checkVisitRequest(
        { ...emptyVisit, date_start: '2026-12-01', date_end: '2026-12-02', altcha: 'x' },
        true,
        '2026-11-01',
      ).ok,
    ).toBe(true)
  })

  it('accepts a complete request', () => {
    expect(checkVisitRequest(filled, false, '2026-11-01')).toEqual({
      missing: [],
      emailError: null,
      dateProblem: null,
      ok: true,
    })
  })

  it('sends nothing when the entry date is after the exit date', () => {
    const check = checkVisitRequest({ ...filled, date_start: '2026-12-11' }, false, '2026-11-01')
    expect(check.dateProblem).toEqual({ field: 'date_end', rule: 'inverted' })
    expect(check.ok).toBe(false)
  })

  it('sends nothing for a start before today or a window longer than one year', () => {
    expect(checkVisitRequest(filled, false, '2026-12-02').dateProblem).toEqual({
      field: 'date_start',
      rule: 'past',
    })
    expect(
      checkVisitRequest({ ...filled, date_end: '2027-12-02' }, false, '2026-11-01').dateProblem,
    ).toEqual({ field: 'date_end', rule: 'tooLong' })
    expect(checkVisitRequest({ ...filled, date_end: '2027-12-01' }, false, '2026-11-01').ok).toBe(
      true,
    )
  })

  it('rejects a malformed e-mail', () => {
    expect(checkVisitRequest({ ...filled, co_email1: 'anna' }, false, '2026-11-01')).toMatchObject({
      emailError: 'validation.email',
      ok: false,
    })
  })
})
