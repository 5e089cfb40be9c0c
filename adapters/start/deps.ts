import type { Payload } from 'payload'

import type { Env } from '@cms/env'
import type { SharedState } from '../http/shared-state'
import type { Services } from './services'

/** What every router is built from; tests pass the same things the server does. */
export type AppDeps = Services & {
  payload: Payload
  env: Env
  /** Rate limits and used robot-check solutions: in memory, or in Redis across instances. */
  shared: SharedState
}
