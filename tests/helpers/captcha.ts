import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

/**
 * Does what the altcha widget does in a browser: fetches a challenge, solves it, and returns the
 * base64 JSON payload the widget posts as the form's `altcha` field.
 */
export async function solveCaptcha(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/web/1.0/captcha`)
  if (!res.ok) throw new Error(`GET /web/1.0/captcha answered ${res.status}`)
  const challenge = (await res.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 })
  if (!solution) throw new Error('The captcha could not be solved in time')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
