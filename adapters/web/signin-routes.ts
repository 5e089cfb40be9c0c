import { Router } from 'express'

import type { AppDeps } from '../lib/deps'
import { actionsRouter } from './actions'
import { askRouter } from './ask'
import { autosigninRouter } from './autosignin'
import { contactsRouter } from './contacts'
import { emailVerificationRouter } from './email-verification'
import { meRouter } from './contacts-me'
import { contactMessagesRouter } from './contacts-messages'
import { signinRouter } from './signin'
import { signoutRouter } from './signin-revoke'

/** Everything /web/1.0 offers around client accounts: sessions, account, visit requests, messages. */
export function clientAccountRoutes(deps: AppDeps): Router {
  const router = Router()
  for (const make of [signinRouter, autosigninRouter, signoutRouter, contactsRouter, emailVerificationRouter, meRouter, askRouter, actionsRouter, contactMessagesRouter]) {
    router.use(make(deps))
  }
  return router
}
