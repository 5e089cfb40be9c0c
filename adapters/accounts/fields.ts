import { z } from 'zod'

const line = (max = 200) => z.string().trim().max(max)

/** Contact details the visit-request form requires (specification, section 5). */
export const requiredDetails = {
  co_civility: z.enum(['mme', 'm']),
  co_firstname: line().min(1),
  co_name: line().min(1),
  co_tel1: line(40).min(1),
  co_country: line().min(1),
}

/** Other details a client may give or change itself (never its type, flags or login). */
export const optionalDetails = {
  co_mobile1: line(40).optional(),
  co_function: line().optional(),
  co_post: line().optional(),
  co_address1: line().optional(),
  co_address2: line().optional(),
  co_address3: line().optional(),
  co_zip: line(20).optional(),
  co_city: line().optional(),
}

export const email = z.string().trim().toLowerCase().max(254).pipe(z.email())

/** Preferences are the site's own small JSON object (language, favourites, filters…). */
export const preferences = z
  .record(z.string().max(60), z.unknown())
  .refine((v) => JSON.stringify(v).length <= 20_000, 'Preferences are limited to 20 000 characters')

/** Payload answers a duplicate e-mail or login with a validation error on that path. */
export function isDuplicateOf(err: unknown, path: string): boolean {
  const data = (err as { data?: { errors?: Array<{ path?: string }> } })?.data
  return !!data?.errors?.some((e) => e.path === path)
}
