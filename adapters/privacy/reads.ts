import type { PrivacySettings } from '@contract/privacy'

import { retentionMonths } from '@cms/domain/retention/retention-period'
import type { PreparedAnswer } from '../http/compression'
import type { AppDeps } from '../start/deps'

/** GET /privacy: what the legal notice states about the data kept, as administrators set it; kept in the public cache. */
export const readPrivacy =
  ({ payload, publicCache: cache }: Pick<AppDeps, 'payload' | 'publicCache'>) =>
  (): Promise<PreparedAnswer> =>
    cache.json('privacy', async () => ({
      err: null,
      data: { retention_months: await retentionMonths(payload) } satisfies PrivacySettings,
    }))
