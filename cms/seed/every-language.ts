/**
 * A value written with `locale: 'all'`: every language's value at once. Payload's generated types
 * describe one language's value, so the seed names the widening here instead of casting at each write.
 */
export const inEveryLanguage = <T>(values: object): T => values as T
