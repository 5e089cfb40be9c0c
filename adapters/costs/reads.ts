import type { PreparedAnswer } from '../http/compression'
import type { AppDeps } from '../start/deps'
import { toCostSettings } from './mapper'

/** GET /costs: the rates of the cost-of-buying estimate, as staff last saved them (or the defaults); kept in the public cache. */
export const readCosts =
  ({ payload, publicCache: cache }: Pick<AppDeps, 'payload' | 'publicCache'>) =>
  (): Promise<PreparedAnswer> =>
    cache.json('costs', async () => ({
      err: null,
      data: toCostSettings(
        await payload.findGlobal({ slug: 'purchase-costs', depth: 0, overrideAccess: false }),
      ),
    }))
