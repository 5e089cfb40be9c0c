import crypto from 'node:crypto'

/**
 * Whether a password matches a Payload auth document's stored hash (PBKDF2-SHA256), without
 * going through a login, which would count a failed attempt and could lock the account.
 */
export async function verifyPassword(
  password: string,
  doc: { hash?: string; salt?: string },
): Promise<boolean> {
  if (typeof doc.hash !== 'string' || typeof doc.salt !== 'string') return false
  const [iterations, keyLength, stored] = parseHash(doc.hash)
  const derived = await new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, doc.salt as string, iterations, keyLength, 'sha256', (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )
  const expected = Buffer.from(stored, 'hex')
  return expected.length === derived.length && crypto.timingSafeEqual(expected, derived)
}

// Payload 3's current hashes read "pbkdf2-sha256-v1:<hex>" (600 000 iterations, 32 bytes); older ones are the hex alone (25 000, 512).
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

function parseHash(hash: string): [number, number, string] {
  return hash.startsWith(CURRENT_PREFIX)
    ? [600_000, 32, hash.slice(CURRENT_PREFIX.length)]
    : [25_000, 512, hash]
}
