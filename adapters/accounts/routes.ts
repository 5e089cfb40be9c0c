import { Router } from 'express'

import type { AppDeps } from '../start/deps'
import { autosigninRouter } from './autosignin'
import { createClientRouter } from './create'
import { deleteAccountRouter } from './delete-account'
import { emailVerificationRouter } from './email-verification'
import { meRouter } from './me'
import { ownDataRouter } from './own-data/routes'
import { signinRouter } from './signin'
import { signoutRouter } from './signout'
import { subscribeRouter } from './subscribe'

/**
 * What /web/1.0 offers around client accounts: sign-in, automatic sign-in, sign-out, creation,
 * activation by a staff invitation, address verification, the own account, its export and deletion.
 */
export function accountRoutes(deps: AppDeps): Router {
  const router = Router()
  for (const make of [
    signinRouter,
    autosigninRouter,
    signoutRouter,
    createClientRouter,
    subscribeRouter,
    emailVerificationRouter,
    meRouter,
    ownDataRouter,
    deleteAccountRouter,
  ])
    router.use(make(deps))
  return router
}
