import type { Validate } from 'payload'

/**
 * A field's own validation, with the field required when its record is created only: the agency
 * keeps some records after their client deleted its account, with the person's details emptied.
 */
export const requiredOnCreate =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each field type's validation takes its own options
  <V extends Validate<any, any, any, any>>(validate: V): V =>
    ((value, options) =>
      validate(value, { ...options, required: options.operation === 'create' })) as V
