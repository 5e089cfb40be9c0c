import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

export const MIN_PASSWORD_LENGTH = 10

/** Payload auth has no length rule of its own; clients' passwords must have at least 10 characters. */
export const enforcePasswordLength: CollectionBeforeValidateHook = ({ data, req }) => {
  const password = data?.password
  if (typeof password === 'string' && password.length < MIN_PASSWORD_LENGTH) {
    throw new ValidationError({
      collection: 'contacts',
      errors: [
        {
          path: 'password',
          message: `The password must have at least ${MIN_PASSWORD_LENGTH} characters`,
        },
      ],
      req,
    })
  }
  return data
}
