import { createHmac } from 'node:crypto'

import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { z } from 'zod'
import { ApiError } from '@contract/api-error'

import { env } from '@cms/env'
import type { SharedState } from '../http/shared-state'

/**
 * Self-hosted ALTCHA robot check (v2 protocol, as the altcha 3.x widget speaks it).
 *
 * The challenge is deterministic: the server picks the counter and signs the derived key, so a
 * verification is two HMACs instead of a key derivation. The work a browser does is about
 * COUNTER_MAX × COST PBKDF2 rounds, spread over the widget's workers: well under a second.
 */
const ALGORITHM = 'PBKDF2/SHA-256'
const COST = 200
const COUNTER_MIN = 100
const COUNTER_MAX = 800
export const CAPTCHA_TTL_SECONDS = 600

function secrets(): { signature: string; keySignature: string } {
  const master = env().PAYLOAD_SECRET
  const derive = (label: string) =>
    createHmac('sha256', master).update(`altcha:${label}`).digest('hex')
  return { signature: derive('challenge'), keySignature: derive('key') }
}

/** What GET /web/1.0/captcha answers: the challenge object the widget fetches and solves. */
export async function createCaptchaChallenge(): Promise<Challenge> {
  const { signature, keySignature } = secrets()
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + CAPTCHA_TTL_SECONDS,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  })
}

const hex = z
  .string()
  .regex(/^[0-9a-f]+$/i)
  .max(1024)
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALGORITHM),
        nonce: hex,
        salt: hex,
        cost: z.literal(COST),
        keyLength: z.number().int().min(1).max(64),
        keyPrefix: hex,
        keySignature: hex.optional(),
        expiresAt: z.number().int().positive(),
      })
      .loose(),
    signature: hex,
  }),
  solution: z.object({
    counter: z
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1),
    derivedKey: hex,
    time: z.number().optional(),
  }),
})

function decode(solution: unknown): z.infer<typeof payloadSchema> | null {
  if (typeof solution !== 'string' || solution.length > 8192) return null
  try {
    const parsed = payloadSchema.safeParse(
      JSON.parse(Buffer.from(solution, 'base64').toString('utf8')),
    )
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * Accepts a widget payload (base64 JSON) once: a wrong, tampered, expired or already used
 * solution throws 400 `captcha_failed`.
 */
export async function verifyCaptcha(
  solution: unknown,
  shared: Pick<SharedState, 'useOnce'>,
): Promise<void> {
  const payload = decode(solution)
  if (!payload) throw new ApiError('captcha_failed', 'The robot check is not valid')
  const { signature, keySignature } = secrets()
  const result = await verifySolution({
    challenge: payload.challenge as Challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  }).catch(() => null)
  if (!result?.verified) {
    throw new ApiError(
      'captcha_failed',
      result?.expired
        ? 'The robot check has expired, solve it again'
        : 'The robot check is not valid',
    )
  }
  const { nonce, expiresAt } = payload.challenge.parameters
  // Checked and recorded in one step (one Redis SET NX): two concurrent uses cannot both pass.
  if (!(await shared.useOnce(nonce, expiresAt)))
    throw new ApiError('captcha_failed', 'The robot check was already used, solve it again')
}
