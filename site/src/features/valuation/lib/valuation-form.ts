import {
  VALUATION_ROOMS_MAX,
  VALUATION_SURFACE_MAX,
  type ValuationFeature,
  type ValuationFields,
} from '@contract/valuation'

import { isEmail, isInteger, isNumber, missingFields } from '../../../lib/validation'

/** The form as typed: every field a text, the features ticked. */
export type ValuationValues = Omit<ValuationFields, 'type' | 'surface' | 'rooms' | 'features'> & {
  type: string
  surface: string
  rooms: string
  features: ValuationFeature[]
  altcha: string
}

export const emptyValuation: ValuationValues = {
  district: '',
  address: '',
  type: '',
  surface: '',
  rooms: '',
  features: [],
  firstname: '',
  name: '',
  email: '',
  tel: '',
  message: '',
  altcha: '',
}

export const VALUATION_REQUIRED = [
  'district',
  'type',
  'surface',
  'firstname',
  'name',
  'email',
  'tel',
  'altcha',
] as const

export type ValuationField = keyof Omit<ValuationValues, 'features'>

const decimal = (v: string) => Number(v.trim().replace(',', '.'))

/** Why each field stops the form: missing, or the translation key of what is wrong with it. */
export function checkValuation(values: ValuationValues): {
  missing: (typeof VALUATION_REQUIRED)[number][]
  wrong: Partial<Record<ValuationField, string>>
} {
  const { features: _features, ...texts } = values
  const missing = missingFields(texts, VALUATION_REQUIRED)
  const wrong: Partial<Record<ValuationField, string>> = {}
  const email = isEmail(values.email)
  if (email) wrong.email = email
  const surface = values.surface.trim()
  if (
    surface &&
    (isNumber(surface) || decimal(surface) <= 0 || decimal(surface) > VALUATION_SURFACE_MAX)
  )
    wrong.surface = 'validation.number'
  const rooms = values.rooms.trim()
  if (rooms && (isInteger(rooms) || Number(rooms) < 1 || Number(rooms) > VALUATION_ROOMS_MAX))
    wrong.rooms = 'validation.integer'
  return { missing, wrong }
}

/** The checked form as the API takes it. */
export function toValuationFields(values: ValuationValues): ValuationFields {
  return {
    district: values.district,
    address: values.address.trim(),
    type: Number(values.type),
    surface: decimal(values.surface),
    rooms: values.rooms.trim() ? Number(values.rooms) : null,
    features: values.features,
    firstname: values.firstname.trim(),
    name: values.name.trim(),
    email: values.email.trim(),
    tel: values.tel.trim(),
    message: values.message.trim(),
  }
}
