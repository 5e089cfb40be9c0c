import { describe, expect, it } from 'vitest'

import fr from '../i18n/locales/fr.json'
import {
  checkRules,
  isEmail,
  isInteger,
  isNumber,
  joinMessages,
  missingFields,
  required,
} from './validation'

const inFrench = (keys: string[]) =>
  joinMessages(keys.map((k) => (fr as Record<string, string>)[k]))

describe('generic validation rules', () => {
  it('mandatory', () => {
    expect(inFrench(checkRules('  ', [required]))).toBe('Obligatoire')
    expect(checkRules('x', [required])).toEqual([])
  })

  it('number accepts a comma as decimal mark', () => {
    expect(checkRules('12,5', [isNumber])).toEqual([])
    expect(checkRules('-3.25', [isNumber])).toEqual([])
    expect(inFrench(checkRules('12a', [isNumber]))).toBe('Indiquer un nombre')
  })

  it('integer', () => {
    expect(checkRules('42', [isInteger])).toEqual([])
    expect(inFrench(checkRules('4.2', [isInteger]))).toBe('Indiquer un entier')
  })

  it('email', () => {
    expect(checkRules('anna@example.mc', [isEmail])).toEqual([])
    expect(inFrench(checkRules('anna@example', [isEmail]))).toBe('Indiquer un email valide')
    expect(inFrench(checkRules('an na@example.mc', [isEmail]))).toBe('Indiquer un email valide')
  })

  it('joins several messages with a comma', () => {
    expect(inFrench(checkRules('abc', [isNumber, isInteger]))).toBe(
      'Indiquer un nombre, Indiquer un entier',
    )
  })

  it('lists missing fields in order, counting blanks and unticked values as missing', () => {
    expect(
      missingFields(
        { a: 'x', b: ' ', c: '', d: false, e: true } as Record<string, string | boolean>,
        ['c', 'a', 'b', 'd', 'e'],
      ),
    ).toEqual(['c', 'b', 'd'])
  })
})
