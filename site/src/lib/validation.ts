/**
 * The generic form rules. A rule returns the translation key of its message or
 * null; several messages are joined with a comma.
 */
export type Rule = (value: string) => string | null

export const required: Rule = (v) => (v.trim() === '' ? 'validation.required' : null)

export const isNumber: Rule = (v) =>
  v.trim() === '' || /^-?\d+([.,]\d+)?$/.test(v.trim()) ? null : 'validation.number'

export const isInteger: Rule = (v) =>
  v.trim() === '' || /^-?\d+$/.test(v.trim()) ? null : 'validation.integer'

// Deliberately simple: one @, something on both sides, a dot in the domain, no spaces.
export const isEmail: Rule = (v) =>
  v.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? null : 'validation.email'

export function checkRules(value: string, rules: Rule[]): string[] {
  return rules.map((rule) => rule(value)).filter((m): m is string => m !== null)
}

export function joinMessages(messages: string[]): string {
  return messages.join(', ')
}

/** The names of the fields whose value is empty, in the order given. */
export function missingFields<K extends string>(
  values: Record<K, string | boolean | null | undefined>,
  fields: readonly K[],
): K[] {
  return fields.filter((f) => {
    const v = values[f]
    return (
      v === null || v === undefined || v === false || (typeof v === 'string' && v.trim() === '')
    )
  })
}
