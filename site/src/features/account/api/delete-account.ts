import { webActionPath } from '@contract/web-actions'

import { apiRequest } from '../../../lib/api-client'
import { withSession } from '../../../api/authed-request'

/** POST /me/delete: the signed-in client deletes its account, proving it with its password. */
export const deleteAccount = (password: string, lang: string) =>
  withSession(() =>
    apiRequest<{ data: { deleted: true } }>(webActionPath('deleteMe'), {
      method: 'POST',
      body: { co_password: password, lang },
    }),
  )
