/** Largest serialized size of a client's preferences. */
export const PREFERENCES_MAX_BYTES = 8 * 1024

/** Field validation of co_preferences: a JSON object of at most 8 KB (or nothing). */
export function validatePreferences(value: unknown): true | string {
  if (value === null || value === undefined) return true
  if (typeof value !== 'object' || Array.isArray(value)) return 'Preferences must be a JSON object.'
  const bytes = Buffer.byteLength(JSON.stringify(value), 'utf8')
  if (bytes > PREFERENCES_MAX_BYTES)
    return `Preferences are limited to ${PREFERENCES_MAX_BYTES / 1024} KB of JSON (got ${Math.ceil(bytes / 1024)} KB).`
  return true
}
