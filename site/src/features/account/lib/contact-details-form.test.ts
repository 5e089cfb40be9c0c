import { describe, expect, it } from 'vitest'

import { claire } from '../../../test/stored-user'
import { checkDetails, detailsFromUser } from './contact-details-form'

const user = {
  ...claire,
  co_tel1: '+377 93 00 00 00',
  co_country: 'Monaco',
  co_city: 'Monaco',
  co_type: 'user',
  co_isowner: true,
}

describe('contact details form', () => {
  it('starts from the stored user, keeping only the editable fields', () => {
    const values = detailsFromUser(user)
    expect(values).toMatchObject({
      co_civility: 'mme',
      co_firstname: 'Claire',
      co_email1: 'client@example.com',
      co_city: 'Monaco',
      co_mobile1: '',
    })
    expect(values).not.toHaveProperty('co_type')
    expect(values).not.toHaveProperty('co_login')
  })

  it('reads an unknown civility as not chosen', () => {
    expect(detailsFromUser({ ...user, co_civility: 'dr' }).co_civility).toBe('')
  })

  it('names the required fields left empty, and checks the e-mail', () => {
    const values = {
      ...detailsFromUser(user),
      co_name: ' ',
      co_tel1: '',
      co_email1: 'not-an-email',
    }
    expect(checkDetails(values)).toEqual({
      missing: ['co_name', 'co_tel1'],
      emailError: 'validation.email',
    })
    expect(checkDetails(detailsFromUser(user))).toEqual({ missing: [], emailError: null })
  })
})
