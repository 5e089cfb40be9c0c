/** Query strings may carry arrays or objects (?a[$ne]=1); only plain strings are accepted. */
export const queryString = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : undefined

/** `true/false/1/0` in query strings; anything else is false. */
export const queryBool = (v: unknown): boolean => v === 'true' || v === '1'
