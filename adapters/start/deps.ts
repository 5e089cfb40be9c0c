import type { Payload } from 'payload'

import type { Env } from '../../cms/env'

/** What every router is built from; tests pass the same things the server does. */
export type AppDeps = {
  payload: Payload
  env: Env
}
