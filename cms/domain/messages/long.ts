type Joined<T extends readonly string[]> = T extends readonly [
  infer Head extends string,
  ...infer Rest extends readonly string[],
]
  ? `${Head}${Joined<Rest>}`
  : ''

/**
 * One sentence written over several source lines. Unlike `+`, it keeps the sentence's literal type,
 * so the French reference still tells `t` which `{slots}` a long sentence has.
 */
export const long = <const T extends readonly string[]>(...parts: T): Joined<T> =>
  parts.join('') as Joined<T>
